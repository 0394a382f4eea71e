// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/StopReason`
public nonisolated enum StopReason: OpenEnum, EmptyDecodable {
    case endTurn
    case maxTokens
    case stopSequence
    case toolUse
    case pauseTurn
    case refusal
    case modelContextWindowExceeded
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "end_turn": self = .endTurn
        case "max_tokens": self = .maxTokens
        case "stop_sequence": self = .stopSequence
        case "tool_use": self = .toolUse
        case "pause_turn": self = .pauseTurn
        case "refusal": self = .refusal
        case "model_context_window_exceeded": self = .modelContextWindowExceeded
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .endTurn: "end_turn"
        case .maxTokens: "max_tokens"
        case .stopSequence: "stop_sequence"
        case .toolUse: "tool_use"
        case .pauseTurn: "pause_turn"
        case .refusal: "refusal"
        case .modelContextWindowExceeded: "model_context_window_exceeded"
        case .unknown(let value): value
        }
    }
}
