// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model that will complete your prompt.\n\nSee [models](https://docs.anthropic.com/en/docs/models-overview) for additional details and options.
///
/// - Schema: `#/components/schemas/Model`
public enum Model: OpenEnum, EmptyDecodable {
    case claudeOpus4_7
    case claudeMythosPreview
    case claudeOpus4_6
    case claudeSonnet4_6
    case claudeHaiku4_5
    case claudeHaiku4_5_20251001
    case claudeOpus4_5
    case claudeOpus4_5_20251101
    case claudeSonnet4_5
    case claudeSonnet4_5_20250929
    case claudeOpus4_1
    case claudeOpus4_1_20250805
    case claudeOpus4_0
    case claudeOpus4_20250514
    case claudeSonnet4_0
    case claudeSonnet4_20250514
    case claude3Haiku_20240307
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "claude-opus-4-7": self = .claudeOpus4_7
        case "claude-mythos-preview": self = .claudeMythosPreview
        case "claude-opus-4-6": self = .claudeOpus4_6
        case "claude-sonnet-4-6": self = .claudeSonnet4_6
        case "claude-haiku-4-5": self = .claudeHaiku4_5
        case "claude-haiku-4-5-20251001": self = .claudeHaiku4_5_20251001
        case "claude-opus-4-5": self = .claudeOpus4_5
        case "claude-opus-4-5-20251101": self = .claudeOpus4_5_20251101
        case "claude-sonnet-4-5": self = .claudeSonnet4_5
        case "claude-sonnet-4-5-20250929": self = .claudeSonnet4_5_20250929
        case "claude-opus-4-1": self = .claudeOpus4_1
        case "claude-opus-4-1-20250805": self = .claudeOpus4_1_20250805
        case "claude-opus-4-0": self = .claudeOpus4_0
        case "claude-opus-4-20250514": self = .claudeOpus4_20250514
        case "claude-sonnet-4-0": self = .claudeSonnet4_0
        case "claude-sonnet-4-20250514": self = .claudeSonnet4_20250514
        case "claude-3-haiku-20240307": self = .claude3Haiku_20240307
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .claudeOpus4_7: "claude-opus-4-7"
        case .claudeMythosPreview: "claude-mythos-preview"
        case .claudeOpus4_6: "claude-opus-4-6"
        case .claudeSonnet4_6: "claude-sonnet-4-6"
        case .claudeHaiku4_5: "claude-haiku-4-5"
        case .claudeHaiku4_5_20251001: "claude-haiku-4-5-20251001"
        case .claudeOpus4_5: "claude-opus-4-5"
        case .claudeOpus4_5_20251101: "claude-opus-4-5-20251101"
        case .claudeSonnet4_5: "claude-sonnet-4-5"
        case .claudeSonnet4_5_20250929: "claude-sonnet-4-5-20250929"
        case .claudeOpus4_1: "claude-opus-4-1"
        case .claudeOpus4_1_20250805: "claude-opus-4-1-20250805"
        case .claudeOpus4_0: "claude-opus-4-0"
        case .claudeOpus4_20250514: "claude-opus-4-20250514"
        case .claudeSonnet4_0: "claude-sonnet-4-0"
        case .claudeSonnet4_20250514: "claude-sonnet-4-20250514"
        case .claude3Haiku_20240307: "claude-3-haiku-20240307"
        case .unknown(let value): value
        }
    }
}

/// Model capability information.
///
/// - Schema: `#/components/schemas/ModelCapabilities`
public struct ModelCapabilities: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether the model supports the Batch API.
    public var batch: CapabilitySupport

    /// Whether the model supports citation generation.
    public var citations: CapabilitySupport

    /// Whether the model supports code execution tools.
    public var codeExecution: CapabilitySupport

    /// Context management support and available strategies.
    public var contextManagement: ContextManagementCapability

    /// Effort (reasoning_effort) support and available levels.
    public var effort: EffortCapability

    /// Whether the model accepts image content blocks.
    public var imageInput: CapabilitySupport

    /// Whether the model accepts PDF content blocks.
    public var pdfInput: CapabilitySupport

    /// Whether the model supports structured output / JSON mode / strict tool schemas.
    public var structuredOutputs: CapabilitySupport

    /// Thinking capability and supported type configurations.
    public var thinking: ThinkingCapability

    public init(
        batch: CapabilitySupport,
        citations: CapabilitySupport,
        codeExecution: CapabilitySupport,
        contextManagement: ContextManagementCapability,
        effort: EffortCapability,
        imageInput: CapabilitySupport,
        pdfInput: CapabilitySupport,
        structuredOutputs: CapabilitySupport,
        thinking: ThinkingCapability
    ) {
        self.batch = batch
        self.citations = citations
        self.codeExecution = codeExecution
        self.contextManagement = contextManagement
        self.effort = effort
        self.imageInput = imageInput
        self.pdfInput = pdfInput
        self.structuredOutputs = structuredOutputs
        self.thinking = thinking
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            batch: .emptyValue,
            citations: .emptyValue,
            codeExecution: .emptyValue,
            contextManagement: .emptyValue,
            effort: .emptyValue,
            imageInput: .emptyValue,
            pdfInput: .emptyValue,
            structuredOutputs: .emptyValue,
            thinking: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case batch
        case citations
        case codeExecution = "code_execution"
        case contextManagement = "context_management"
        case effort
        case imageInput = "image_input"
        case pdfInput = "pdf_input"
        case structuredOutputs = "structured_outputs"
        case thinking
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.batch = try container.decodeRequired(CapabilitySupport.self, forKey: .batch, in: decoder)
        self.citations = try container.decodeRequired(CapabilitySupport.self, forKey: .citations, in: decoder)
        self.codeExecution = try container.decodeRequired(CapabilitySupport.self, forKey: .codeExecution, in: decoder)
        self.contextManagement = try container.decodeRequired(ContextManagementCapability.self, forKey: .contextManagement, in: decoder)
        self.effort = try container.decodeRequired(EffortCapability.self, forKey: .effort, in: decoder)
        self.imageInput = try container.decodeRequired(CapabilitySupport.self, forKey: .imageInput, in: decoder)
        self.pdfInput = try container.decodeRequired(CapabilitySupport.self, forKey: .pdfInput, in: decoder)
        self.structuredOutputs = try container.decodeRequired(CapabilitySupport.self, forKey: .structuredOutputs, in: decoder)
        self.thinking = try container.decodeRequired(ThinkingCapability.self, forKey: .thinking, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.batch, forKey: .batch)
        try container.encode(self.citations, forKey: .citations)
        try container.encode(self.codeExecution, forKey: .codeExecution)
        try container.encode(self.contextManagement, forKey: .contextManagement)
        try container.encode(self.effort, forKey: .effort)
        try container.encode(self.imageInput, forKey: .imageInput)
        try container.encode(self.pdfInput, forKey: .pdfInput)
        try container.encode(self.structuredOutputs, forKey: .structuredOutputs)
        try container.encode(self.thinking, forKey: .thinking)
    }
}

/// ModelInfo
///
/// - Schema: `#/components/schemas/ModelInfo`
public struct ModelInfo: Codable, Hashable, Sendable, EmptyDecodable {
    /// Object mapping capability names to their support details. Keys are always present for all known capabilities.
    public var capabilities: ModelCapabilities?

    /// RFC 3339 datetime string representing the time at which the model was released. May be set to an epoch value if the release date is unknown.
    public var createdAt: String

    /// A human-readable name for the model.
    public var displayName: String

    /// Unique model identifier.
    public var id: String

    /// Maximum input context window size in tokens for this model.
    public var maxInputTokens: Int?

    /// Maximum value for the `max_tokens` parameter when using this model.
    public var maxTokens: Int?

    /// Object type.
    ///
    /// For Models, this is always `"model"`.
    public var type: String

    public init(
        capabilities: ModelCapabilities?,
        createdAt: String,
        displayName: String,
        id: String,
        maxInputTokens: Int?,
        maxTokens: Int?
    ) {
        self.capabilities = capabilities
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.maxInputTokens = maxInputTokens
        self.maxTokens = maxTokens
        self.type = "model"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilities: nil,
            createdAt: .emptyValue,
            displayName: .emptyValue,
            id: .emptyValue,
            maxInputTokens: nil,
            maxTokens: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case capabilities
        case createdAt = "created_at"
        case displayName = "display_name"
        case id
        case maxInputTokens = "max_input_tokens"
        case maxTokens = "max_tokens"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.capabilities = try container.decodeIfPresent(ModelCapabilities.self, forKey: .capabilities)
        self.createdAt = try container.decodeRequired(String.self, forKey: .createdAt, in: decoder)
        self.displayName = try container.decodeRequired(String.self, forKey: .displayName, in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.maxInputTokens = try container.decodeIfPresent(Int.self, forKey: .maxInputTokens)
        self.maxTokens = try container.decodeIfPresent(Int.self, forKey: .maxTokens)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "model")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.capabilities, forKey: .capabilities)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.displayName, forKey: .displayName)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.maxInputTokens, forKey: .maxInputTokens)
        try container.encode(self.maxTokens, forKey: .maxTokens)
        try container.encode(self.type, forKey: .type)
    }
}
