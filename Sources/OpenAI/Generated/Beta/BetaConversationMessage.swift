// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// A message to or from the model.
///
/// - Schema: `#/components/schemas/BetaMessage`
public nonisolated struct BetaConversationMessage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the message. Always set to `message`.
    public var type: String

    /// The unique ID of the message.
    public var id: String

    /// The status of item. One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via API.
    public var status: MessageStatus

    /// The role of the message. One of `unknown`, `user`, `assistant`, `system`, `critic`, `discriminator`, `developer`, or `tool`.
    public var role: MessageRole

    /// The content of the message
    public var content: [BetaConversationMessage.ContentItem]

    public var phase: ConversationMessagePhase?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        status: MessageStatus,
        role: MessageRole,
        content: [BetaConversationMessage.ContentItem],
        agent: BetaAgentTag? = nil,
        phase: ConversationMessagePhase? = nil
    ) {
        self.agent = agent
        self.type = "message"
        self.id = id
        self.status = status
        self.role = role
        self.content = content
        self.phase = phase
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            role: .emptyValue,
            content: .emptyValue
        )
    }

    /// A content part that makes up an input or output item.
    public nonisolated enum ContentItem: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(InputTextContent)
        /// - `type`: `output_text`
        case outputText(OutputTextContent)
        /// - `type`: `text`
        case text(TextContent)
        /// - `type`: `summary_text`
        case summaryText(SummaryTextContent)
        /// - `type`: `reasoning_text`
        case reasoningText(ReasoningTextContent)
        /// - `type`: `refusal`
        case refusal(RefusalContent)
        /// - `type`: `input_image`
        case inputImage(InputImageContent)
        /// - `type`: `computer_screenshot`
        case computerScreenshot(ComputerScreenshotContent)
        /// - `type`: `input_file`
        case inputFile(InputFileContent)
        /// - `type`: `encrypted_content`
        case encryptedContent(BetaEncryptedContent)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try InputTextContent(from: decoder)); return
                case "output_text": self = .outputText(try OutputTextContent(from: decoder)); return
                case "text": self = .text(try TextContent(from: decoder)); return
                case "summary_text": self = .summaryText(try SummaryTextContent(from: decoder)); return
                case "reasoning_text": self = .reasoningText(try ReasoningTextContent(from: decoder)); return
                case "refusal": self = .refusal(try RefusalContent(from: decoder)); return
                case "input_image": self = .inputImage(try InputImageContent(from: decoder)); return
                case "computer_screenshot": self = .computerScreenshot(try ComputerScreenshotContent(from: decoder)); return
                case "input_file": self = .inputFile(try InputFileContent(from: decoder)); return
                case "encrypted_content": self = .encryptedContent(try BetaEncryptedContent(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inputText(let value): try value.encode(to: encoder)
            case .outputText(let value): try value.encode(to: encoder)
            case .text(let value): try value.encode(to: encoder)
            case .summaryText(let value): try value.encode(to: encoder)
            case .reasoningText(let value): try value.encode(to: encoder)
            case .refusal(let value): try value.encode(to: encoder)
            case .inputImage(let value): try value.encode(to: encoder)
            case .computerScreenshot(let value): try value.encode(to: encoder)
            case .inputFile(let value): try value.encode(to: encoder)
            case .encryptedContent(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: "agent")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.status = try container.decodeRequired(MessageStatus.self, forKey: "status", in: decoder)
        self.role = try container.decodeRequired(MessageRole.self, forKey: "role", in: decoder)
        self.content = try container.decodeRequired([BetaConversationMessage.ContentItem].self, forKey: "content", in: decoder)
        self.phase = try container.decodeIfPresent(ConversationMessagePhase.self, forKey: "phase")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.role, forKey: "role")
        try container.encode(self.content, forKey: "content")
        try container.encodeIfPresent(self.phase, forKey: "phase")
    }
}

nonisolated extension NullableMember where Owner == BetaConversationMessage {
    public static var phase: Self { Self("phase") }
}
