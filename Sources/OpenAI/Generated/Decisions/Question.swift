// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Question`
public nonisolated enum Question: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `predicate`
    case predicate(QuestionQuestionParamPredicate)
    /// - `type`: `choice`
    case choice(QuestionQuestionParamChoice)
    /// - `type`: `score`
    case score(QuestionQuestionParamScore)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    /// `.predicate(text)` for a `String` value, as a string literal is written.
    public static func predicate(_ text: String) -> Self {
        .predicate(QuestionQuestionParamPredicate(stringLiteral: text))
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "predicate": self = .predicate(try QuestionQuestionParamPredicate(from: decoder)); return
            case "choice": self = .choice(try QuestionQuestionParamChoice(from: decoder)); return
            case "score": self = .score(try QuestionQuestionParamScore(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .predicate(let value): try value.encode(to: encoder)
        case .choice(let value): try value.encode(to: encoder)
        case .score(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
