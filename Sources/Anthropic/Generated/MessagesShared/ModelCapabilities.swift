// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model capability information.
///
/// - Schema: `#/components/schemas/ModelCapabilities`
public nonisolated struct ModelCapabilities: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// Server-side compaction support (the top-level `compaction` parameter) and the
    /// accepted `compaction.type` values.
    public var compaction: BetaCompactionCapability?

    /// Whether this model supports the web search and code execution server tools.
    ///
    /// `supported` is true when the model supports at least one of the tools. A
    /// supported tool can still be rejected for your organization, for example when an
    /// admin has turned web search off.
    public var serverTools: ServerToolsCapability?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        batch: CapabilitySupport,
        citations: CapabilitySupport,
        codeExecution: CapabilitySupport,
        contextManagement: ContextManagementCapability,
        effort: EffortCapability,
        imageInput: CapabilitySupport,
        pdfInput: CapabilitySupport,
        structuredOutputs: CapabilitySupport,
        thinking: ThinkingCapability,
        compaction: BetaCompactionCapability? = nil,
        serverTools: ServerToolsCapability? = nil
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
        self.compaction = compaction
        self.serverTools = serverTools
        self.nullNames = []
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.batch = try container.decodeRequired(CapabilitySupport.self, forKey: "batch", in: decoder)
        self.citations = try container.decodeRequired(CapabilitySupport.self, forKey: "citations", in: decoder)
        self.codeExecution = try container.decodeRequired(CapabilitySupport.self, forKey: "code_execution", in: decoder)
        self.contextManagement = try container.decodeRequired(ContextManagementCapability.self, forKey: "context_management", in: decoder)
        self.effort = try container.decodeRequired(EffortCapability.self, forKey: "effort", in: decoder)
        self.imageInput = try container.decodeRequired(CapabilitySupport.self, forKey: "image_input", in: decoder)
        self.pdfInput = try container.decodeRequired(CapabilitySupport.self, forKey: "pdf_input", in: decoder)
        self.structuredOutputs = try container.decodeRequired(CapabilitySupport.self, forKey: "structured_outputs", in: decoder)
        self.thinking = try container.decodeRequired(ThinkingCapability.self, forKey: "thinking", in: decoder)
        self.compaction = try container.decodeIfPresent(BetaCompactionCapability.self, forKey: "compaction")
        self.serverTools = try container.decodeIfPresent(ServerToolsCapability.self, forKey: "server_tools")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.batch, forKey: "batch")
        try container.encode(self.citations, forKey: "citations")
        try container.encode(self.codeExecution, forKey: "code_execution")
        try container.encode(self.contextManagement, forKey: "context_management")
        try container.encode(self.effort, forKey: "effort")
        try container.encode(self.imageInput, forKey: "image_input")
        try container.encode(self.pdfInput, forKey: "pdf_input")
        try container.encode(self.structuredOutputs, forKey: "structured_outputs")
        try container.encode(self.thinking, forKey: "thinking")
        try container.encodeIfPresent(self.compaction, forKey: "compaction")
        try container.encodeIfPresent(self.serverTools, forKey: "server_tools")
    }
}

nonisolated extension NullableMember where Owner == ModelCapabilities {
    public static var compaction: Self { Self("compaction") }
}
