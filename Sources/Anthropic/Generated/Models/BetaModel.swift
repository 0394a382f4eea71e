// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model capability information.
///
/// - Schema: `#/components/schemas/BetaModelCapabilities`
public struct BetaModelCapabilities: Codable, Hashable, Sendable, EmptyDecodable {
    /// Whether the model supports the Batch API.
    public var batch: BetaCapabilitySupport

    /// Whether the model supports citation generation.
    public var citations: BetaCapabilitySupport

    /// Whether the model supports code execution tools.
    public var codeExecution: BetaCapabilitySupport

    /// Context management support and available strategies.
    public var contextManagement: BetaContextManagementCapability

    /// Effort (reasoning_effort) support and available levels.
    public var effort: BetaEffortCapability

    /// Whether the model accepts image content blocks.
    public var imageInput: BetaCapabilitySupport

    /// Whether the model accepts PDF content blocks.
    public var pdfInput: BetaCapabilitySupport

    /// Whether the model supports structured output / JSON mode / strict tool schemas.
    public var structuredOutputs: BetaCapabilitySupport

    /// Thinking capability and supported type configurations.
    public var thinking: BetaThinkingCapability

    public init(
        batch: BetaCapabilitySupport,
        citations: BetaCapabilitySupport,
        codeExecution: BetaCapabilitySupport,
        contextManagement: BetaContextManagementCapability,
        effort: BetaEffortCapability,
        imageInput: BetaCapabilitySupport,
        pdfInput: BetaCapabilitySupport,
        structuredOutputs: BetaCapabilitySupport,
        thinking: BetaThinkingCapability
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
        self.batch = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .batch, in: decoder)
        self.citations = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .citations, in: decoder)
        self.codeExecution = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .codeExecution, in: decoder)
        self.contextManagement = try container.decodeRequired(BetaContextManagementCapability.self, forKey: .contextManagement, in: decoder)
        self.effort = try container.decodeRequired(BetaEffortCapability.self, forKey: .effort, in: decoder)
        self.imageInput = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .imageInput, in: decoder)
        self.pdfInput = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .pdfInput, in: decoder)
        self.structuredOutputs = try container.decodeRequired(BetaCapabilitySupport.self, forKey: .structuredOutputs, in: decoder)
        self.thinking = try container.decodeRequired(BetaThinkingCapability.self, forKey: .thinking, in: decoder)
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
/// - Schema: `#/components/schemas/BetaModelInfo`
public struct BetaModelInfo: Codable, Hashable, Sendable, EmptyDecodable {
    /// Object mapping capability names to their support details. Keys are always present for all known capabilities.
    public var capabilities: BetaModelCapabilities?

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
        capabilities: BetaModelCapabilities?,
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
        self.capabilities = try container.decodeIfPresent(BetaModelCapabilities.self, forKey: .capabilities)
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
