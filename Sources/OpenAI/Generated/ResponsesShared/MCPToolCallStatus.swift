// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MCPToolCallStatus`
public nonisolated enum MCPToolCallStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    case calling
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        case "calling": self = .calling
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .calling: "calling"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}
