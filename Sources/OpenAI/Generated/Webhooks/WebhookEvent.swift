// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A webhook event of any type the spec's `webhooks` list, decoded from a (verified) request body into the case its `type` names. An event type added after this client was generated decodes as `unknown`, with its JSON kept.
///
/// - Schema: `#/webhooks`
public nonisolated enum WebhookEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `batch.cancelled`
    case batchCancelled(WebhookBatchCancelled)
    /// - `type`: `batch.completed`
    case batchCompleted(WebhookBatchCompleted)
    /// - `type`: `batch.expired`
    case batchExpired(WebhookBatchExpired)
    /// - `type`: `batch.failed`
    case batchFailed(WebhookBatchFailed)
    /// - `type`: `eval.run.canceled`
    case evalRunCanceled(WebhookEvalRunCanceled)
    /// - `type`: `eval.run.failed`
    case evalRunFailed(WebhookEvalRunFailed)
    /// - `type`: `eval.run.succeeded`
    case evalRunSucceeded(WebhookEvalRunSucceeded)
    /// - `type`: `fine_tuning.job.cancelled`
    case fineTuningJobCancelled(WebhookFineTuningJobCancelled)
    /// - `type`: `fine_tuning.job.failed`
    case fineTuningJobFailed(WebhookFineTuningJobFailed)
    /// - `type`: `fine_tuning.job.succeeded`
    case fineTuningJobSucceeded(WebhookFineTuningJobSucceeded)
    /// - `type`: `live.call.incoming`
    case liveCallIncoming(WebhookLiveCallIncoming)
    /// - `type`: `realtime.call.incoming`
    case realtimeCallIncoming(WebhookRealtimeCallIncoming)
    /// - `type`: `response.cancelled`
    case responseCancelled(WebhookResponseCancelled)
    /// - `type`: `response.completed`
    case responseCompleted(WebhookResponseCompleted)
    /// - `type`: `response.failed`
    case responseFailed(WebhookResponseFailed)
    /// - `type`: `response.incomplete`
    case responseIncomplete(WebhookResponseIncomplete)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "batch.cancelled": self = .batchCancelled(try WebhookBatchCancelled(from: decoder)); return
            case "batch.completed": self = .batchCompleted(try WebhookBatchCompleted(from: decoder)); return
            case "batch.expired": self = .batchExpired(try WebhookBatchExpired(from: decoder)); return
            case "batch.failed": self = .batchFailed(try WebhookBatchFailed(from: decoder)); return
            case "eval.run.canceled": self = .evalRunCanceled(try WebhookEvalRunCanceled(from: decoder)); return
            case "eval.run.failed": self = .evalRunFailed(try WebhookEvalRunFailed(from: decoder)); return
            case "eval.run.succeeded": self = .evalRunSucceeded(try WebhookEvalRunSucceeded(from: decoder)); return
            case "fine_tuning.job.cancelled": self = .fineTuningJobCancelled(try WebhookFineTuningJobCancelled(from: decoder)); return
            case "fine_tuning.job.failed": self = .fineTuningJobFailed(try WebhookFineTuningJobFailed(from: decoder)); return
            case "fine_tuning.job.succeeded": self = .fineTuningJobSucceeded(try WebhookFineTuningJobSucceeded(from: decoder)); return
            case "live.call.incoming": self = .liveCallIncoming(try WebhookLiveCallIncoming(from: decoder)); return
            case "realtime.call.incoming": self = .realtimeCallIncoming(try WebhookRealtimeCallIncoming(from: decoder)); return
            case "response.cancelled": self = .responseCancelled(try WebhookResponseCancelled(from: decoder)); return
            case "response.completed": self = .responseCompleted(try WebhookResponseCompleted(from: decoder)); return
            case "response.failed": self = .responseFailed(try WebhookResponseFailed(from: decoder)); return
            case "response.incomplete": self = .responseIncomplete(try WebhookResponseIncomplete(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .batchCancelled(let value): try value.encode(to: encoder)
        case .batchCompleted(let value): try value.encode(to: encoder)
        case .batchExpired(let value): try value.encode(to: encoder)
        case .batchFailed(let value): try value.encode(to: encoder)
        case .evalRunCanceled(let value): try value.encode(to: encoder)
        case .evalRunFailed(let value): try value.encode(to: encoder)
        case .evalRunSucceeded(let value): try value.encode(to: encoder)
        case .fineTuningJobCancelled(let value): try value.encode(to: encoder)
        case .fineTuningJobFailed(let value): try value.encode(to: encoder)
        case .fineTuningJobSucceeded(let value): try value.encode(to: encoder)
        case .liveCallIncoming(let value): try value.encode(to: encoder)
        case .realtimeCallIncoming(let value): try value.encode(to: encoder)
        case .responseCancelled(let value): try value.encode(to: encoder)
        case .responseCompleted(let value): try value.encode(to: encoder)
        case .responseFailed(let value): try value.encode(to: encoder)
        case .responseIncomplete(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
