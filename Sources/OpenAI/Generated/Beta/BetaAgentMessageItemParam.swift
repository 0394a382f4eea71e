// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A message routed between agents.
///
/// - Schema: `#/components/schemas/BetaAgentMessageItemParam`
public nonisolated struct BetaAgentMessageItemParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var agent: Beta_AgentTagParam?

    public var id: String?

    /// The item type. Always `agent_message`.
    public var type: String

    /// The sending agent identity.
    public var author: String

    /// The destination agent identity.
    public var recipient: String

    /// Plaintext, image, or encrypted content sent between agents.
    public var content: [BetaAgentMessageItemParam.ContentItem]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        author: String,
        recipient: String,
        content: [BetaAgentMessageItemParam.ContentItem],
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "agent_message"
        self.author = author
        self.recipient = recipient
        self.content = content
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            author: .emptyValue,
            recipient: .emptyValue,
            content: .emptyValue
        )
    }

    /// A plaintext, image, or encrypted agent message content part.
    public nonisolated enum ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(InputTextContentParam)
        /// - `type`: `input_image`
        case inputImage(InputImageContentParamAutoParam)
        /// - `type`: `encrypted_content`
        case encryptedContent(BetaEncryptedContentParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try InputTextContentParam(from: decoder)); return
                case "input_image": self = .inputImage(try InputImageContentParamAutoParam(from: decoder)); return
                case "encrypted_content": self = .encryptedContent(try BetaEncryptedContentParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputText(let value): try value.encode(to: encoder)
            case .inputImage(let value): try value.encode(to: encoder)
            case .encryptedContent(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: "agent")
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_message")
        self.author = try container.decodeRequired(String.self, forKey: "author", in: decoder)
        self.recipient = try container.decodeRequired(String.self, forKey: "recipient", in: decoder)
        self.content = try container.decodeRequired([BetaAgentMessageItemParam.ContentItem].self, forKey: "content", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.author, forKey: "author")
        try container.encode(self.recipient, forKey: "recipient")
        try container.encode(self.content, forKey: "content")
    }
}

nonisolated extension NullableMember where Owner == BetaAgentMessageItemParam {
    public static var agent: Self { Self("agent") }
    public static var id: Self { Self("id") }
}
