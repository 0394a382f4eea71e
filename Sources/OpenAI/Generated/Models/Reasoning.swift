// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// **gpt-5 and o-series models only**
///
/// Configuration options for
/// [reasoning models](https://platform.openai.com/docs/guides/reasoning).
///
/// - Schema: `#/components/schemas/Reasoning`
public struct Reasoning: Codable, Hashable, Sendable, EmptyDecodable {
    /// Controls the reasoning execution mode for the request.
    ///
    /// When returned on a response, this is the effective execution mode.
    public var mode: ReasoningModeEnum?

    public var effort: OpenAI.ReasoningEffort?

    public var summary: Reasoning.Summary?

    public var context: Reasoning.Context?

    public var generateSummary: Reasoning.GenerateSummary?

    public init(
        mode: ReasoningModeEnum? = nil,
        effort: OpenAI.ReasoningEffort? = nil,
        summary: Reasoning.Summary? = nil,
        context: Reasoning.Context? = nil,
        generateSummary: Reasoning.GenerateSummary? = nil
    ) {
        self.mode = mode
        self.effort = effort
        self.summary = summary
        self.context = context
        self.generateSummary = generateSummary
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A summary of the reasoning performed by the model. This can be
    /// useful for debugging and understanding the model's reasoning process.
    /// One of `auto`, `concise`, or `detailed`.
    ///
    /// `concise` is supported for `computer-use-preview` models and all reasoning models after `gpt-5`.
    public enum Summary: OpenEnum, EmptyDecodable {
        case auto
        case concise
        case detailed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "concise": self = .concise
            case "detailed": self = .detailed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .concise: "concise"
            case .detailed: "detailed"
            case .unknown(let value): value
            }
        }
    }

    /// Controls which reasoning items are rendered back to the model on later turns.
    /// If omitted or set to `auto`, the model determines the context mode. The
    /// `gpt-5.6` model family defaults to `all_turns`; earlier models default to
    /// `current_turn`.
    ///
    /// When returned on a response, this is the effective reasoning context mode
    /// used for the response.
    public enum Context: OpenEnum, EmptyDecodable {
        case auto
        case currentTurn
        case allTurns
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "current_turn": self = .currentTurn
            case "all_turns": self = .allTurns
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .currentTurn: "current_turn"
            case .allTurns: "all_turns"
            case .unknown(let value): value
            }
        }
    }

    /// **Deprecated:** use `summary` instead.
    ///
    /// A summary of the reasoning performed by the model. This can be
    /// useful for debugging and understanding the model's reasoning process.
    /// One of `auto`, `concise`, or `detailed`.
    ///
    /// - Warning: Deprecated in the spec.
    public enum GenerateSummary: OpenEnum, EmptyDecodable {
        case auto
        case concise
        case detailed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "concise": self = .concise
            case "detailed": self = .detailed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .concise: "concise"
            case .detailed: "detailed"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case mode
        case effort
        case summary
        case context
        case generateSummary = "generate_summary"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.mode = try container.decodeIfPresent(ReasoningModeEnum.self, forKey: .mode)
        self.effort = try container.decodeIfPresent(OpenAI.ReasoningEffort.self, forKey: .effort)
        self.summary = try container.decodeIfPresent(Reasoning.Summary.self, forKey: .summary)
        self.context = try container.decodeIfPresent(Reasoning.Context.self, forKey: .context)
        self.generateSummary = try container.decodeIfPresent(Reasoning.GenerateSummary.self, forKey: .generateSummary)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.mode, forKey: .mode)
        try container.encodeIfPresent(self.effort, forKey: .effort)
        try container.encodeIfPresent(self.summary, forKey: .summary)
        try container.encodeIfPresent(self.context, forKey: .context)
        try container.encodeIfPresent(self.generateSummary, forKey: .generateSummary)
    }
}

/// Constrains effort on reasoning for reasoning models. Currently supported
/// values are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`.
/// Reducing reasoning effort can result in faster responses and fewer tokens
/// used on reasoning in a response. Not all reasoning models support every
/// value. See the
/// [reasoning guide](https://platform.openai.com/docs/guides/reasoning)
/// for model-specific support.
///
/// - Schema: `#/components/schemas/ReasoningEffort`
public enum ReasoningEffort: OpenEnum, EmptyDecodable {
    case none
    case minimal
    case low
    case medium
    case high
    case xhigh
    case max
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "none": self = .none
        case "minimal": self = .minimal
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        case "xhigh": self = .xhigh
        case "max": self = .max
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .none: "none"
        case .minimal: "minimal"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .xhigh: "xhigh"
        case .max: "max"
        case .unknown(let value): value
        }
    }
}

/// A description of the chain of thought used by a reasoning model while generating
/// a response. Be sure to include these items in your `input` to the Responses API
/// for subsequent turns of a conversation if you are manually
/// [managing context](/docs/guides/conversation-state).
///
/// - Schema: `#/components/schemas/ReasoningItem`
public struct ReasoningItem: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the object. Always `reasoning`.
    public var type: String

    /// The unique identifier of the reasoning content.
    public var id: String

    public var encryptedContent: String?

    /// Reasoning summary content.
    public var summary: [SummaryTextContent]

    /// Reasoning text content.
    public var content: [ReasoningTextContent]?

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public var status: ReasoningItem.Status?

    public init(
        id: String,
        summary: [SummaryTextContent],
        encryptedContent: String? = nil,
        content: [ReasoningTextContent]? = nil,
        status: ReasoningItem.Status? = nil
    ) {
        self.type = "reasoning"
        self.id = id
        self.encryptedContent = encryptedContent
        self.summary = summary
        self.content = content
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            summary: .emptyValue
        )
    }

    /// The status of the item. One of `in_progress`, `completed`, or
    /// `incomplete`. Populated when items are returned via API.
    public enum Status: OpenEnum, EmptyDecodable {
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

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case encryptedContent = "encrypted_content"
        case summary
        case content
        case status
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "reasoning")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.encryptedContent = try container.decodeIfPresent(String.self, forKey: .encryptedContent)
        self.summary = try container.decodeRequired([SummaryTextContent].self, forKey: .summary, in: decoder)
        self.content = try container.decodeIfPresent([ReasoningTextContent].self, forKey: .content)
        self.status = try container.decodeIfPresent(ReasoningItem.Status.self, forKey: .status)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.encryptedContent, forKey: .encryptedContent)
        try container.encode(self.summary, forKey: .summary)
        try container.encodeIfPresent(self.content, forKey: .content)
        try container.encodeIfPresent(self.status, forKey: .status)
    }
}

/// - Schema: `#/components/schemas/ReasoningModeEnum`
public enum ReasoningModeEnum: OpenEnum, EmptyDecodable {
    case standard
    case pro
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "standard": self = .standard
        case "pro": self = .pro
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .standard: "standard"
        case .pro: "pro"
        case .unknown(let value): value
        }
    }
}

/// Reasoning text from the model.
///
/// - Schema: `#/components/schemas/ReasoningTextContent`
public struct ReasoningTextContent: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the reasoning text. Always `reasoning_text`.
    public var type: String

    /// The reasoning text from the model.
    public var text: String

    public init(
        text: String
    ) {
        self.type = "reasoning_text"
        self.text = text
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "reasoning_text")
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.text, forKey: .text)
    }
}
