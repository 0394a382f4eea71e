// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CodeExecutionTool_20250522
///
/// - Schema: `#/components/schemas/CodeExecutionTool_20250522`
public nonisolated struct CodeExecutionTool_20250522: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Allowed Callers
    public var allowedCallers: [AnthropicMessages.AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [AnthropicMessages.AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "code_execution"
        self.strict = strict
        self.type = "code_execution_20250522"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([AnthropicMessages.AllowedCaller].self, forKey: "allowed_callers")
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "code_execution")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_20250522")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == CodeExecutionTool_20250522 {
    public static var cacheControl: Self { Self("cache_control") }
}
