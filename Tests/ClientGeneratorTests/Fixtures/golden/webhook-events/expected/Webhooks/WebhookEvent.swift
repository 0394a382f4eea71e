// Generated from Tests/ClientGeneratorTests/Fixtures/golden/webhook-events/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A webhook event of any type the spec's `webhooks` list, decoded from a (verified) request body into the case its `type` names. An event type added after this client was generated decodes as `unknown`, with its JSON kept.
///
/// - Schema: `#/webhooks`
public nonisolated enum WebhookEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `job.done`
    case jobDone(JobDoneEvent)
    /// - `type`: `job.failed`
    case jobFailed(JobFailedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "job.done": self = .jobDone(try JobDoneEvent(from: decoder)); return
            case "job.failed": self = .jobFailed(try JobFailedEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .jobDone(let value): try value.encode(to: encoder)
        case .jobFailed(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
