// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// Tool
///
/// - Schema: `#/components/schemas/BetaTool`
public nonisolated struct BetaTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Type
    public var type: String?

    /// Description of what this tool does.
    ///
    /// Tool descriptions should be as detailed as possible. The more information that the model has about what the tool is and how to use it, the better it will perform. You can use natural language descriptions to reinforce important aspects of the tool input JSON schema.
    public var description: String?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// [JSON schema](https://json-schema.org/draft/2020-12) for this tool's input.
    ///
    /// This defines the shape of the `input` that your tool accepts and that the model will produce.
    public var inputSchema: InputSchema

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Enable eager input streaming for this tool. When true, tool input parameters will be streamed incrementally as they are generated, and types will be inferred on-the-fly rather than buffering the full JSON output. When false, streaming is disabled for this tool even if the fine-grained-tool-streaming beta is active. When null (default), uses the default behavior based on beta headers.
    public var eagerInputStreaming: Bool?

    /// Allowed Callers
    public var allowedCallers: [AnthropicMessages.AllowedCaller]?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        inputSchema: InputSchema,
        type: String? = nil,
        description: String? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        strict: Bool? = nil,
        eagerInputStreaming: Bool? = nil,
        allowedCallers: [AnthropicMessages.AllowedCaller]? = nil,
        deferLoading: Bool? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil
    ) {
        self.type = type
        self.description = description
        self.name = name
        self.inputSchema = inputSchema
        self.cacheControl = cacheControl
        self.strict = strict
        self.eagerInputStreaming = eagerInputStreaming
        self.allowedCallers = allowedCallers
        self.deferLoading = deferLoading
        self.inputExamples = inputExamples
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            inputSchema: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "custom")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.inputSchema = try container.decodeRequired(InputSchema.self, forKey: "input_schema", in: decoder)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.eagerInputStreaming = try container.decodeIfPresent(Bool.self, forKey: "eager_input_streaming")
        self.allowedCallers = try container.decodeIfPresent([AnthropicMessages.AllowedCaller].self, forKey: "allowed_callers")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: "input_examples")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.type, forKey: "type")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.inputSchema, forKey: "input_schema")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encodeIfPresent(self.eagerInputStreaming, forKey: "eager_input_streaming")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.inputExamples, forKey: "input_examples")
    }
}

nonisolated extension NullableMember where Owner == BetaTool {
    public static var type: Self { Self("type") }
    public static var cacheControl: Self { Self("cache_control") }
    public static var eagerInputStreaming: Self { Self("eager_input_streaming") }
}
