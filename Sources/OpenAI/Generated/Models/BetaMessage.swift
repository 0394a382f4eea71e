// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Labels an `assistant` message as intermediate commentary (`commentary`) or the final answer (`final_answer`).
/// For models like `gpt-5.3-codex` and beyond, when sending follow-up requests, preserve and resend
/// phase on all assistant messages — dropping it can degrade performance. Not used for user messages.
///
/// - Schema: `#/components/schemas/BetaMessagePhase`
public enum BetaMessagePhase: OpenEnum, EmptyDecodable {
    case commentary
    case finalAnswer
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "commentary": self = .commentary
        case "final_answer": self = .finalAnswer
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .commentary: "commentary"
        case .finalAnswer: "final_answer"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaMessageRole`
public enum BetaMessageRole: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/BetaMessageStatus`
public enum BetaMessageStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}
