// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Estimate how likely it is that a statement about the input is true.
///
/// - Schema: `#/components/schemas/QuestionQuestionParamPredicate`
public nonisolated struct QuestionQuestionParamPredicate: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var instructions: QuestionQuestionParamPredicate.Instructions

    public var name: String?

    /// The type of the object. Always `predicate`.
    public var type: String

    public init(
        instructions: QuestionQuestionParamPredicate.Instructions,
        name: String? = nil
    ) {
        self.instructions = instructions
        self.name = name
        self.type = "predicate"
    }

    public init(stringLiteral value: String) {
        self.init(instructions: QuestionQuestionParamPredicate.Instructions(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            instructions: .emptyValue
        )
    }

    public nonisolated enum Instructions: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([SharedParamsDecisionQuestionInputPartDecisionQuestionInputPart])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [SharedParamsDecisionQuestionInputPartDecisionQuestionInputPart](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeRequired(QuestionQuestionParamPredicate.Instructions.self, forKey: "instructions", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "predicate")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
