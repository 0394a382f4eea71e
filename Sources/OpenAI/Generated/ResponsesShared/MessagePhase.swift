// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Labels an `assistant` message as intermediate commentary (`commentary`) or the final answer (`final_answer`).
/// For models like `gpt-5.3-codex` and beyond, when sending follow-up requests, preserve and resend
/// phase on all assistant messages — dropping it can degrade performance. Not used for user messages.
///
/// - Schema: `#/components/schemas/MessagePhase`
public nonisolated enum MessagePhase: OpenEnum, EmptyDecodable {
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
