// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An assistant message containing output text or refusals.
///
/// - Schema: `#/components/schemas/InputUnionMember1DecisionInputAssistantMessage`
public nonisolated struct InputUnionMember1DecisionInputAssistantMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// A text string or an ordered list of output text and refusal parts.
    public var content: InputUnionMember1DecisionInputAssistantMessage.Content

    /// The phase of an assistant message.
    public var phase: InputUnionMember1DecisionInputAssistantMessage.Phase?

    public var role: String

    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: InputUnionMember1DecisionInputAssistantMessage.Content,
        phase: InputUnionMember1DecisionInputAssistantMessage.Phase? = nil,
        type: String? = nil
    ) {
        self.content = content
        self.phase = phase
        self.role = "assistant"
        self.type = type
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(content: InputUnionMember1DecisionInputAssistantMessage.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// A text string or an ordered list of output text and refusal parts.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([InputDecisionInputAssistantMessageContentDecisionInputAssistantContentParts])
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
                self = .array(try [InputDecisionInputAssistantMessageContentDecisionInputAssistantContentParts](from: decoder)); return
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

    /// The phase of an assistant message.
    public nonisolated enum Phase: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(InputUnionMember1DecisionInputAssistantMessage.Content.self, forKey: "content", in: decoder)
        self.phase = try container.decodeIfPresent(InputUnionMember1DecisionInputAssistantMessage.Phase.self, forKey: "phase")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "assistant")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.phase, forKey: "phase")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == InputUnionMember1DecisionInputAssistantMessage {
    public static var phase: Self { Self("phase") }
}
