// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message to or from the model.
///
/// - Schema: `#/components/schemas/BetaMessage`
public struct BetaMessage: Codable, Hashable, Sendable, EmptyDecodable {
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
    public var content: [BetaMessage.ContentItem]

    public var phase: BetaMessagePhase2?

    public init(
        id: String,
        status: BetaMessageStatus,
        role: BetaMessageRole,
        content: [BetaMessage.ContentItem],
        agent: BetaAgentTag? = nil,
        phase: BetaMessagePhase2? = nil
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
        self.content = try container.decodeRequired([BetaMessage.ContentItem].self, forKey: .content, in: decoder)
        self.phase = try container.decodeIfPresent(BetaMessagePhase2.self, forKey: .phase)
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

/// Labels an `assistant` message as intermediate commentary (`commentary`) or the final answer (`final_answer`).
/// For models like `gpt-5.3-codex` and beyond, when sending follow-up requests, preserve and resend
/// phase on all assistant messages — dropping it can degrade performance. Not used for user messages.
///
/// - Schema: `#/components/schemas/BetaMessagePhase`
public enum BetaMessagePhase: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/BetaMessagePhase-2`
public enum BetaMessagePhase2: OpenEnum, EmptyDecodable {
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

/// - Schema: `#/components/schemas/BetaMessageRole`
public enum BetaMessageRole: OpenEnum, EmptyDecodable {
    case unknown2
    case user
    case assistant
    case system
    case critic
    case discriminator
    case developer
    case tool
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "unknown": self = .unknown2
        case "user": self = .user
        case "assistant": self = .assistant
        case "system": self = .system
        case "critic": self = .critic
        case "discriminator": self = .discriminator
        case "developer": self = .developer
        case "tool": self = .tool
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .unknown2: "unknown"
        case .user: "user"
        case .assistant: "assistant"
        case .system: "system"
        case .critic: "critic"
        case .discriminator: "discriminator"
        case .developer: "developer"
        case .tool: "tool"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaMessageStatus`
public enum BetaMessageStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    case incomplete
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        case "incomplete": self = .incomplete
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .incomplete: "incomplete"
        case .unknown(let value): value
        }
    }
}
