// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MessageRole`
public nonisolated enum MessageRole: OpenEnum, EmptyDecodable {
    case unknownValue
    case user
    case assistant
    case system
    case critic
    case discriminator
    case developer
    case tool
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "unknown": self = .unknownValue
        case "user": self = .user
        case "assistant": self = .assistant
        case "system": self = .system
        case "critic": self = .critic
        case "discriminator": self = .discriminator
        case "developer": self = .developer
        case "tool": self = .tool
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .unknownValue: "unknown"
        case .user: "user"
        case .assistant: "assistant"
        case .system: "system"
        case .critic: "critic"
        case .discriminator: "discriminator"
        case .developer: "developer"
        case .tool: "tool"
        case .unknown(let value): value
        }
    }
}
