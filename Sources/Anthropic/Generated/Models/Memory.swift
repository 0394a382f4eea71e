// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MemoryTool_20250818
///
/// - Schema: `#/components/schemas/MemoryTool_20250818`
public struct MemoryTool_20250818: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Input Examples
    public var inputExamples: [[String: JsonValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        inputExamples: [[String: JsonValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.inputExamples = inputExamples
        self.name = "memory"
        self.strict = strict
        self.type = "memory_20250818"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case inputExamples = "input_examples"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.inputExamples = try container.decodeIfPresent([[String: JsonValue]].self, forKey: .inputExamples)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "memory")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_20250818")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}
