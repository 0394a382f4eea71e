// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionQuestionScore`
public nonisolated struct LiveDecisionQuestionScore: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var instructions: LiveDecisionQuestionScore.Instructions

    public var levels: [LiveDecisionQuestionScoreLevel]

    public var name: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        instructions: LiveDecisionQuestionScore.Instructions,
        levels: [LiveDecisionQuestionScoreLevel],
        name: String? = nil
    ) {
        self.instructions = instructions
        self.levels = levels
        self.name = name
        self.type = "score"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            instructions: .emptyValue,
            levels: .emptyValue
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
        self.instructions = try container.decodeRequired(LiveDecisionQuestionScore.Instructions.self, forKey: "instructions", in: decoder)
        self.levels = try container.decodeRequired([LiveDecisionQuestionScoreLevel].self, forKey: "levels", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "score")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.instructions, forKey: "instructions")
        try container.encode(self.levels, forKey: "levels")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionQuestionScore {
    public static var name: Self { Self("name") }
}
