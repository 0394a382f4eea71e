// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunResult`
public nonisolated enum BetaManagedAgentsWorkflowRunResult: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `completed`
    case completed(BetaManagedAgentsWorkflowRunResultCompleted)
    /// - `type`: `error`
    case error(BetaManagedAgentsWorkflowRunResultErrorObject)
    /// - `type`: `stopped`
    case stopped(BetaManagedAgentsWorkflowRunResultStopped)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "completed": self = .completed(try BetaManagedAgentsWorkflowRunResultCompleted(from: decoder)); return
            case "error": self = .error(try BetaManagedAgentsWorkflowRunResultErrorObject(from: decoder)); return
            case "stopped": self = .stopped(try BetaManagedAgentsWorkflowRunResultStopped(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .completed(let value): try value.encode(to: encoder)
        case .error(let value): try value.encode(to: encoder)
        case .stopped(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
