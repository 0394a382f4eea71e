// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TaskType`
public nonisolated enum TaskType: OpenEnum, EmptyDecodable {
    case custom
    case thought
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "custom": self = .custom
        case "thought": self = .thought
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .custom: "custom"
        case .thought: "thought"
        case .unknown(let value): value
        }
    }
}
