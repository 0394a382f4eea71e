// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// AdvisorTool_20260301
///
/// - Schema: `#/components/schemas/BetaAdvisorTool_20260301`
public nonisolated struct BetaAdvisorTool_20260301: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// Allowed Callers
    public var allowedCallers: [AnthropicMessages.AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Caching for the advisor's own prompt. When set, each advisor call writes a cache entry at the given TTL so subsequent calls in the same conversation read the stable prefix. When omitted, the advisor prompt is not cached.
    public var caching: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    public var model: Model

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    /// Bounds the advisor's total output (thinking + text) per call.
    ///
    /// When the advisor hits this cap, the returned advisor_result or
    /// advisor_redacted_result block carries stop_reason='max_tokens', and a truncation
    /// note is appended to the advice text the worker model sees (inside the encrypted
    /// blob in redacted mode). When set, the API also passes the advisor its
    /// remaining-token budget, so the advisor shapes its output toward the cap. When
    /// omitted, the advisor model's default output cap applies and the API doesn't pass
    /// a budget.
    public var maxTokens: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: Model,
        allowedCallers: [AnthropicMessages.AllowedCaller]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        caching: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil,
        maxTokens: Int? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.caching = caching
        self.deferLoading = deferLoading
        self.maxUses = maxUses
        self.model = model
        self.name = "advisor"
        self.strict = strict
        self.type = "advisor_20260301"
        self.maxTokens = maxTokens
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(model: Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([AnthropicMessages.AllowedCaller].self, forKey: "allowed_callers")
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.caching = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "caching")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: "max_uses")
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "advisor")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_20260301")
        self.maxTokens = try container.decodeIfPresent(Int.self, forKey: "max_tokens")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.caching, forKey: "caching")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.maxUses, forKey: "max_uses")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.maxTokens, forKey: "max_tokens")
    }
}

nonisolated extension NullableMember where Owner == BetaAdvisorTool_20260301 {
    public static var cacheControl: Self { Self("cache_control") }
    public static var caching: Self { Self("caching") }
    public static var maxUses: Self { Self("max_uses") }
    public static var maxTokens: Self { Self("max_tokens") }
}
