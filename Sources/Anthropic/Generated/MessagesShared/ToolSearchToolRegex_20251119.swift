// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ToolSearchToolRegex_20251119
///
/// - Schema: `#/components/schemas/ToolSearchToolRegex_20251119`
public nonisolated struct ToolSearchToolRegex_20251119: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
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
    public var type: ToolSearchToolRegex_20251119.Kind

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: ToolSearchToolRegex_20251119.Kind,
        allowedCallers: [AnthropicMessages.AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.name = "tool_search_tool_regex"
        self.strict = strict
        self.type = type
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(type: ToolSearchToolRegex_20251119.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// Type
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case toolSearchToolRegex_20251119
        case toolSearchToolRegex
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "tool_search_tool_regex_20251119": self = .toolSearchToolRegex_20251119
            case "tool_search_tool_regex": self = .toolSearchToolRegex
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .toolSearchToolRegex_20251119: "tool_search_tool_regex_20251119"
            case .toolSearchToolRegex: "tool_search_tool_regex"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([AnthropicMessages.AllowedCaller].self, forKey: "allowed_callers")
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "tool_search_tool_regex")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(ToolSearchToolRegex_20251119.Kind.self, forKey: "type", in: decoder)
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

nonisolated extension NullableMember where Owner == ToolSearchToolRegex_20251119 {
    public static var cacheControl: Self { Self("cache_control") }
}
