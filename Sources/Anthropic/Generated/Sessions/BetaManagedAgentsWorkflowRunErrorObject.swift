// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsWorkflowRunErrorObject`
public nonisolated enum BetaManagedAgentsWorkflowRunErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `timeout_error`
    case timeoutError(BetaManagedAgentsTimeoutWorkflowRunErrorObject)
    /// - `type`: `program_error`
    case programError(BetaManagedAgentsProgramWorkflowRunErrorObject)
    /// - `type`: `unknown_error`
    case unknownError(BetaManagedAgentsUnknownWorkflowRunErrorObject)
    /// - `type`: `thread_limit_error`
    case threadLimitError(BetaManagedAgentsThreadLimitWorkflowRunErrorObject)
    /// - `type`: `max_workflow_runs_error`
    case maxWorkflowRunsError(BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "timeout_error": self = .timeoutError(try BetaManagedAgentsTimeoutWorkflowRunErrorObject(from: decoder)); return
            case "program_error": self = .programError(try BetaManagedAgentsProgramWorkflowRunErrorObject(from: decoder)); return
            case "unknown_error": self = .unknownError(try BetaManagedAgentsUnknownWorkflowRunErrorObject(from: decoder)); return
            case "thread_limit_error": self = .threadLimitError(try BetaManagedAgentsThreadLimitWorkflowRunErrorObject(from: decoder)); return
            case "max_workflow_runs_error": self = .maxWorkflowRunsError(try BetaManagedAgentsMaxWorkflowRunsWorkflowRunErrorObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .timeoutError(let value): try value.encode(to: encoder)
        case .programError(let value): try value.encode(to: encoder)
        case .unknownError(let value): try value.encode(to: encoder)
        case .threadLimitError(let value): try value.encode(to: encoder)
        case .maxWorkflowRunsError(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
