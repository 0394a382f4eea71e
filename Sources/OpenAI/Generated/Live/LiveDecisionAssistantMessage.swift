// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionAssistantMessage`
public nonisolated struct LiveDecisionAssistantMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The text input to the model.
    public var content: LiveDecisionAssistantMessage.Content

    /// The unique ID of this message item.
    public var id: String?

    /// Labels an `assistant` message as intermediate commentary (`commentary`) or the
    /// final answer (`final_answer`). For models like `gpt-5.3-codex` and beyond, when
    /// sending follow-up requests, preserve and resend phase on all assistant messages
    /// — dropping it can degrade performance. Not used for user messages.
    public var phase: LiveDecisionAssistantMessage.Phase?

    public var role: String

    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: LiveDecisionAssistantMessage.Content,
        id: String? = nil,
        phase: LiveDecisionAssistantMessage.Phase? = nil,
        type: String? = nil
    ) {
        self.content = content
        self.id = id
        self.phase = phase
        self.role = "assistant"
        self.type = type
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(content: LiveDecisionAssistantMessage.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// The text input to the model.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([LiveDecisionAssistantMessageContentPart])
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
                self = .array(try [LiveDecisionAssistantMessageContentPart](from: decoder)); return
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

    /// Labels an `assistant` message as intermediate commentary (`commentary`) or the
    /// final answer (`final_answer`). For models like `gpt-5.3-codex` and beyond, when
    /// sending follow-up requests, preserve and resend phase on all assistant messages
    /// — dropping it can degrade performance. Not used for user messages.
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
        self.content = try container.decodeRequired(LiveDecisionAssistantMessage.Content.self, forKey: "content", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.phase = try container.decodeIfPresent(LiveDecisionAssistantMessage.Phase.self, forKey: "phase")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "assistant")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encodeIfPresent(self.phase, forKey: "phase")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionAssistantMessage {
    public static var id: Self { Self("id") }
    public static var phase: Self { Self("phase") }
    public static var type: Self { Self("type") }
}
