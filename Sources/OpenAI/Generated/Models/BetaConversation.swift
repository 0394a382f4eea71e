// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message to or from the model.
///
/// - Schema: `#/components/schemas/BetaMessage`
public struct BetaConversationMessage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the message. Always set to `message`.
    public var type: String

    /// The unique ID of the message.
    public var id: String

    /// The status of item. One of `in_progress`, `completed`, or `incomplete`. Populated when items are returned via API.
    public var status: BetaMessageStatus

    /// The role of the message. One of `unknown`, `user`, `assistant`, `system`, `critic`, `discriminator`, `developer`, or `tool`.
    public var role: BetaMessageRole

    /// The content of the message
    public var content: [BetaConversationMessage.ContentItem]

    public var phase: BetaConversationMessagePhase?

    public init(
        id: String,
        status: BetaMessageStatus,
        role: BetaMessageRole,
        content: [BetaConversationMessage.ContentItem],
        agent: BetaAgentTag? = nil,
        phase: BetaConversationMessagePhase? = nil
    ) {
        self.agent = agent
        self.type = "message"
        self.id = id
        self.status = status
        self.role = role
        self.content = content
        self.phase = phase
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
    public enum ContentItem: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `input_text`
        case inputText(BetaInputTextContent)
        /// - `type`: `output_text`
        case outputText(BetaOutputTextContent)
        /// - `type`: `text`
        case text(BetaTextContent)
        /// - `type`: `summary_text`
        case summaryText(BetaSummaryTextContent)
        /// - `type`: `reasoning_text`
        case reasoningText(BetaReasoningTextContent)
        /// - `type`: `refusal`
        case refusal(BetaRefusalContent)
        /// - `type`: `input_image`
        case inputImage(BetaInputImageContent)
        /// - `type`: `computer_screenshot`
        case computerScreenshot(BetaComputerScreenshotContent)
        /// - `type`: `input_file`
        case inputFile(BetaInputFileContent)
        /// - `type`: `encrypted_content`
        case encryptedContent(BetaEncryptedContent)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "input_text": self = .inputText(try BetaInputTextContent(from: decoder)); return
                case "output_text": self = .outputText(try BetaOutputTextContent(from: decoder)); return
                case "text": self = .text(try BetaTextContent(from: decoder)); return
                case "summary_text": self = .summaryText(try BetaSummaryTextContent(from: decoder)); return
                case "reasoning_text": self = .reasoningText(try BetaReasoningTextContent(from: decoder)); return
                case "refusal": self = .refusal(try BetaRefusalContent(from: decoder)); return
                case "input_image": self = .inputImage(try BetaInputImageContent(from: decoder)); return
                case "computer_screenshot": self = .computerScreenshot(try BetaComputerScreenshotContent(from: decoder)); return
                case "input_file": self = .inputFile(try BetaInputFileContent(from: decoder)); return
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

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case status
        case role
        case content
        case phase
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "message")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.status = try container.decodeRequired(BetaMessageStatus.self, forKey: .status, in: decoder)
        self.role = try container.decodeRequired(BetaMessageRole.self, forKey: .role, in: decoder)
        self.content = try container.decodeRequired([BetaConversationMessage.ContentItem].self, forKey: .content, in: decoder)
        self.phase = try container.decodeIfPresent(BetaConversationMessagePhase.self, forKey: .phase)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.role, forKey: .role)
        try container.encode(self.content, forKey: .content)
        try container.encodeIfPresent(self.phase, forKey: .phase)
    }
}

/// - Schema: `#/components/schemas/BetaMessagePhase-2`
public enum BetaConversationMessagePhase: OpenEnum, EmptyDecodable {
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

/// The conversation that this response belongs to. Items from this conversation are prepended to `input_items` for this response request.
/// Input items and output items from this response are automatically added to this conversation after this response completes.
///
/// - Schema: `#/components/schemas/BetaConversationParam`
public enum BetaConversationParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The unique ID of the conversation.
    case conversationID(String)
    case reference(BetaConversationReference)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .conversationID(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .reference(try BetaConversationReference(from: decoder)); return
        case .string:
            self = .conversationID(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationID(let value): try value.encode(to: encoder)
        case .reference(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// The conversation that this response belongs to.
///
/// - Schema: `#/components/schemas/BetaConversationParam-2`
public struct BetaConversationReference: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the conversation.
    public var id: String

    public init(
        id: String
    ) {
        self.id = id
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
    }
}
