// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MessagePhase-2`
public nonisolated enum ConversationMessagePhase: OpenEnum, EmptyDecodable {
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
