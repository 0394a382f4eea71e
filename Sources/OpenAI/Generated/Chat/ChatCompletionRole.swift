// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The role of the author of a message
///
/// - Schema: `#/components/schemas/ChatCompletionRole`
public nonisolated enum ChatCompletionRole: OpenEnum, EmptyDecodable {
    case developer
    case system
    case user
    case assistant
    case tool
    case function
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "developer": self = .developer
        case "system": self = .system
        case "user": self = .user
        case "assistant": self = .assistant
        case "tool": self = .tool
        case "function": self = .function
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .developer: "developer"
        case .system: "system"
        case .user: "user"
        case .assistant: "assistant"
        case .tool: "tool"
        case .function: "function"
        case .unknown(let value): value
        }
    }
}
