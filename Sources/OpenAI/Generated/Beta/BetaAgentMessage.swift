// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// - Schema: `#/components/schemas/BetaAgentMessage`
public nonisolated struct BetaAgentMessage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `agent_message`.
    public var type: String

    /// The unique ID of the agent message.
    public var id: String

    /// The sending agent identity.
    public var author: String

    /// The destination agent identity.
    public var recipient: String

    /// Encrypted content sent between agents.
    public var content: [BetaAgentMessage.ContentItem]

    public init(
        id: String,
        author: String,
        recipient: String,
        content: [BetaAgentMessage.ContentItem],
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.type = "agent_message"
        self.id = id
        self.author = author
        self.recipient = recipient
        self.content = content
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            author: .emptyValue,
            recipient: .emptyValue,
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "agent_message")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.author = try container.decodeRequired(String.self, forKey: "author", in: decoder)
        self.recipient = try container.decodeRequired(String.self, forKey: "recipient", in: decoder)
        self.content = try container.decodeRequired([BetaAgentMessage.ContentItem].self, forKey: "content", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.author, forKey: "author")
        try container.encode(self.recipient, forKey: "recipient")
        try container.encode(self.content, forKey: "content")
    }
}
