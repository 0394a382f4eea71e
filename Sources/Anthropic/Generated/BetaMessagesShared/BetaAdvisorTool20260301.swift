// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// - Schema: `#/components/schemas/BetaAdvisorTool20260301`
public nonisolated struct BetaAdvisorTool20260301: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    public var allowedCallers: [BetaAdvisorTool20260301.AllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral?

    /// Caching for the advisor's own prompt.
    ///
    /// When set, each advisor call writes a cache entry at the given TTL so subsequent
    /// calls in the same conversation read the stable prefix. When omitted, the advisor
    /// prompt is not cached.
    public var caching: BetaCacheControlEphemeralBetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt.
    ///
    /// Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

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

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
    /// details and options.
    public var model: Model

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: Model,
        allowedCallers: [BetaAdvisorTool20260301.AllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeralBetaCacheControlEphemeral? = nil,
        caching: BetaCacheControlEphemeralBetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        maxTokens: Int? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.caching = caching
        self.deferLoading = deferLoading
        self.maxTokens = maxTokens
        self.maxUses = maxUses
        self.model = model
        self.name = "advisor"
        self.strict = strict
        self.type = "advisor_20260301"
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

    public nonisolated enum AllowedCaller: OpenEnum, EmptyDecodable {
        case direct
        case codeExecution_20250825
        case codeExecution_20260120
        case codeExecution_20260521
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "direct": self = .direct
            case "code_execution_20250825": self = .codeExecution_20250825
            case "code_execution_20260120": self = .codeExecution_20260120
            case "code_execution_20260521": self = .codeExecution_20260521
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .direct: "direct"
            case .codeExecution_20250825: "code_execution_20250825"
            case .codeExecution_20260120: "code_execution_20260120"
            case .codeExecution_20260521: "code_execution_20260521"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAdvisorTool20260301.AllowedCaller].self, forKey: "allowed_callers")
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeralBetaCacheControlEphemeral.self, forKey: "cache_control")
        self.caching = try container.decodeIfPresent(BetaCacheControlEphemeralBetaCacheControlEphemeral.self, forKey: "caching")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.maxTokens = try container.decodeIfPresent(Int.self, forKey: "max_tokens")
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: "max_uses")
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "advisor")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_20260301")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.caching, forKey: "caching")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.maxTokens, forKey: "max_tokens")
        try container.encodeIfPresent(self.maxUses, forKey: "max_uses")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaAdvisorTool20260301 {
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var cacheControl: Self { Self("cache_control") }
    public static var caching: Self { Self("caching") }
    public static var deferLoading: Self { Self("defer_loading") }
    public static var maxTokens: Self { Self("max_tokens") }
    public static var maxUses: Self { Self("max_uses") }
    public static var strict: Self { Self("strict") }
}
