// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Token usage for an advisor sub-inference iteration.
///
/// - Schema: `#/components/schemas/BetaAdvisorMessageIterationUsage`
public struct BetaAdvisorMessageIterationUsage: Codable, Hashable, Sendable, EmptyDecodable {
    /// Breakdown of cached tokens by TTL
    public var cacheCreation: BetaCacheCreation?

    /// The number of input tokens used to create the cache entry.
    public var cacheCreationInputTokens: Int

    /// The number of input tokens read from the cache.
    public var cacheReadInputTokens: Int

    /// The number of input tokens which were used.
    public var inputTokens: Int

    public var model: Model

    /// The number of output tokens which were used.
    public var outputTokens: Int

    /// Usage for an advisor sub-inference iteration
    public var type: String

    public init(
        cacheCreation: BetaCacheCreation?,
        cacheCreationInputTokens: Int,
        cacheReadInputTokens: Int,
        inputTokens: Int,
        model: Model,
        outputTokens: Int
    ) {
        self.cacheCreation = cacheCreation
        self.cacheCreationInputTokens = cacheCreationInputTokens
        self.cacheReadInputTokens = cacheReadInputTokens
        self.inputTokens = inputTokens
        self.model = model
        self.outputTokens = outputTokens
        self.type = "advisor_message"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cacheCreation: nil,
            cacheCreationInputTokens: .emptyValue,
            cacheReadInputTokens: .emptyValue,
            inputTokens: .emptyValue,
            model: .emptyValue,
            outputTokens: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case cacheCreation = "cache_creation"
        case cacheCreationInputTokens = "cache_creation_input_tokens"
        case cacheReadInputTokens = "cache_read_input_tokens"
        case inputTokens = "input_tokens"
        case model
        case outputTokens = "output_tokens"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheCreation = try container.decodeIfPresent(BetaCacheCreation.self, forKey: .cacheCreation)
        self.cacheCreationInputTokens = try container.decodeRequired(Int.self, forKey: .cacheCreationInputTokens, in: decoder)
        self.cacheReadInputTokens = try container.decodeRequired(Int.self, forKey: .cacheReadInputTokens, in: decoder)
        self.inputTokens = try container.decodeRequired(Int.self, forKey: .inputTokens, in: decoder)
        self.model = try container.decodeRequired(Model.self, forKey: .model, in: decoder)
        self.outputTokens = try container.decodeRequired(Int.self, forKey: .outputTokens, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.cacheCreation, forKey: .cacheCreation)
        try container.encode(self.cacheCreationInputTokens, forKey: .cacheCreationInputTokens)
        try container.encode(self.cacheReadInputTokens, forKey: .cacheReadInputTokens)
        try container.encode(self.inputTokens, forKey: .inputTokens)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.outputTokens, forKey: .outputTokens)
        try container.encode(self.type, forKey: .type)
    }
}

/// AdvisorToolResultErrorCode
///
/// - Schema: `#/components/schemas/BetaAdvisorToolResultErrorCode`
public enum BetaAdvisorToolResultErrorCode: OpenEnum, EmptyDecodable {
    case maxUsesExceeded
    case promptTooLong
    case tooManyRequests
    case overloaded
    case unavailable
    case executionTimeExceeded
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "prompt_too_long": self = .promptTooLong
        case "too_many_requests": self = .tooManyRequests
        case "overloaded": self = .overloaded
        case "unavailable": self = .unavailable
        case "execution_time_exceeded": self = .executionTimeExceeded
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .maxUsesExceeded: "max_uses_exceeded"
        case .promptTooLong: "prompt_too_long"
        case .tooManyRequests: "too_many_requests"
        case .overloaded: "overloaded"
        case .unavailable: "unavailable"
        case .executionTimeExceeded: "execution_time_exceeded"
        case .unknown(let value): value
        }
    }
}

/// AdvisorTool_20260301
///
/// - Schema: `#/components/schemas/BetaAdvisorTool_20260301`
public struct BetaAdvisorTool_20260301: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Caching for the advisor's own prompt. When set, each advisor call writes a cache entry at the given TTL so subsequent calls in the same conversation read the stable prefix. When omitted, the advisor prompt is not cached.
    public var caching: BetaCacheControlEphemeral?

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

    public init(
        model: Model,
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        caching: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil
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

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case caching
        case deferLoading = "defer_loading"
        case maxUses = "max_uses"
        case model
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.caching = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .caching)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.model = try container.decodeRequired(Model.self, forKey: .model, in: decoder)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "advisor")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_20260301")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.caching, forKey: .caching)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}
