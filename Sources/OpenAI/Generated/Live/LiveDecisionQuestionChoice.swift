// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionQuestionChoice`
public nonisolated struct LiveDecisionQuestionChoice: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var choices: [LiveDecisionChoiceOption]

    public var instructions: LiveDecisionQuestionChoice.Instructions

    public var name: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        choices: [LiveDecisionChoiceOption],
        instructions: LiveDecisionQuestionChoice.Instructions,
        name: String? = nil
    ) {
        self.choices = choices
        self.instructions = instructions
        self.name = name
        self.type = "choice"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            choices: .emptyValue,
            instructions: .emptyValue
        )
    }

    public nonisolated enum Instructions: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([LiveDecisionQuestionChoiceInstructionsParts])
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
                self = .array(try [LiveDecisionQuestionChoiceInstructionsParts](from: decoder)); return
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
        self.choices = try container.decodeRequired([LiveDecisionChoiceOption].self, forKey: "choices", in: decoder)
        self.instructions = try container.decodeRequired(LiveDecisionQuestionChoice.Instructions.self, forKey: "instructions", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "choice")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.choices, forKey: "choices")
        try container.encode(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionQuestionChoice {
    public static var name: Self { Self("name") }
}
