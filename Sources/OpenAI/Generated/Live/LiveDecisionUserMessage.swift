// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionUserMessage`
public nonisolated struct LiveDecisionUserMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The text input to the model.
    public var content: LiveDecisionUserMessage.Content

    /// The unique ID of this message item.
    public var id: String?

    /// The message role. Always `user`.
    public var role: String

    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: LiveDecisionUserMessage.Content,
        id: String? = nil,
        type: String? = nil
    ) {
        self.content = content
        self.id = id
        self.role = "user"
        self.type = type
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(content: LiveDecisionUserMessage.Content(stringLiteral: value))
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
        case array([LiveDecisionUserMessageContentPart])
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
                self = .array(try [LiveDecisionUserMessageContentPart](from: decoder)); return
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
        self.content = try container.decodeRequired(LiveDecisionUserMessage.Content.self, forKey: "content", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "user")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == LiveDecisionUserMessage {
    public static var id: Self { Self("id") }
    public static var type: Self { Self("type") }
}
