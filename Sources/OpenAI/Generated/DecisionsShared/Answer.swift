// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Answer`
public nonisolated enum Answer: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `predicate`
    case predicate(AnswerAnswerResourcePredicate)
    /// - `type`: `choice`
    case choice(AnswerAnswerResourceChoice)
    /// - `type`: `score`
    case score(AnswerAnswerResourceScore)
    /// - `type`: `refusal`
    case refusal(AnswerAnswerResourceRefusal)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "predicate": self = .predicate(try AnswerAnswerResourcePredicate(from: decoder)); return
            case "choice": self = .choice(try AnswerAnswerResourceChoice(from: decoder)); return
            case "score": self = .score(try AnswerAnswerResourceScore(from: decoder)); return
            case "refusal": self = .refusal(try AnswerAnswerResourceRefusal(from: decoder)); return
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
        case .refusal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
