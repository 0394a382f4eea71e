// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reference to a prompt template and its variables.
/// [Learn more](/docs/guides/text?api-mode=responses#reusable-prompts).
///
/// - Schema: `#/components/schemas/BetaPrompt`
public struct BetaPrompt: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique identifier of the prompt template to use.
    public var id: String

    public var version: String?

    public var variables: BetaResponsePromptVariables?

    public init(
        id: String,
        version: String? = nil,
        variables: BetaResponsePromptVariables? = nil
    ) {
        self.id = id
        self.version = version
        self.variables = variables
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case version
        case variables
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: .version)
        self.variables = try container.decodeIfPresent(BetaResponsePromptVariables.self, forKey: .variables)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encodeIfPresent(self.version, forKey: .version)
        try container.encodeIfPresent(self.variables, forKey: .variables)
    }
}

/// Marks the exact end of a reusable prompt prefix. The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`; the boundary is not rounded to a token block.
///
/// - Schema: `#/components/schemas/BetaPromptCacheBreakpointConfig`
public struct BetaPromptCacheBreakpointConfig: Codable, Hashable, Sendable, EmptyDecodable {
    /// The breakpoint mode. Always `explicit`.
    public var mode: String

    public init() {
        self.mode = "explicit"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case mode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.mode = try container.decodeRequired(String.self, forKey: .mode, in: decoder, constant: "explicit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.mode, forKey: .mode)
    }
}

/// Marks the exact end of a reusable prompt prefix. The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`; the boundary is not rounded to a token block.
///
/// - Schema: `#/components/schemas/BetaPromptCacheBreakpointParam`
public struct BetaPromptCacheBreakpointParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The breakpoint mode. Always `explicit`.
    public var mode: String

    public init() {
        self.mode = "explicit"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case mode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.mode = try container.decodeRequired(String.self, forKey: .mode, in: decoder, constant: "explicit")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.mode, forKey: .mode)
    }
}

/// - Schema: `#/components/schemas/BetaPromptCacheModeEnum`
public enum BetaPromptCacheModeEnum: OpenEnum, EmptyDecodable {
    case implicit
    case explicit
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "implicit": self = .implicit
        case "explicit": self = .explicit
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .implicit: "implicit"
        case .explicit: "explicit"
        case .unknown(let value): value
        }
    }
}

/// The prompt-caching options that were applied to the response. Supported for `gpt-5.6` and later models.
///
/// - Schema: `#/components/schemas/BetaPromptCacheOptions`
public struct BetaPromptCacheOptions: Codable, Hashable, Sendable, EmptyDecodable {
    /// The minimum lifetime applied to each cache breakpoint.
    public var ttl: BetaPromptCacheTTLEnum

    /// Whether implicit prompt-cache breakpoints were enabled.
    public var mode: BetaPromptCacheModeEnum

    public init(
        ttl: BetaPromptCacheTTLEnum,
        mode: BetaPromptCacheModeEnum
    ) {
        self.ttl = ttl
        self.mode = mode
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ttl: .emptyValue,
            mode: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case ttl
        case mode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.ttl = try container.decodeRequired(BetaPromptCacheTTLEnum.self, forKey: .ttl, in: decoder)
        self.mode = try container.decodeRequired(BetaPromptCacheModeEnum.self, forKey: .mode, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.ttl, forKey: .ttl)
        try container.encode(self.mode, forKey: .mode)
    }
}

/// Options for prompt caching. Supported for `gpt-5.6` and later models. By default, OpenAI automatically chooses one implicit cache breakpoint. You can add explicit breakpoints to content blocks with `prompt_cache_breakpoint`. Each request can write up to four breakpoints. For cache matching, OpenAI considers up to the latest 80 breakpoints in the conversation, without a content-block lookback limit. Set `mode` to `explicit` to disable the implicit breakpoint. The `ttl` defaults to `30m`, which is currently the only supported value. See the [prompt caching guide](/docs/guides/prompt-caching) for current details.
///
/// - Schema: `#/components/schemas/BetaPromptCacheOptionsParam`
public struct BetaPromptCacheOptionsParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The minimum lifetime applied to every implicit and explicit cache breakpoint written by the request. Defaults to `30m`, which is currently the only supported value. The backend may retain cache entries for longer.
    public var ttl: BetaPromptCacheTTLEnum?

    /// Controls whether OpenAI automatically creates an implicit cache breakpoint. Defaults to `implicit`. With `implicit`, OpenAI creates one implicit breakpoint and writes up to the latest three explicit breakpoints in the request. With `explicit`, OpenAI does not create an implicit breakpoint and writes up to the latest four explicit breakpoints. If there are no explicit breakpoints, the request does not use prompt caching.
    public var mode: BetaPromptCacheModeEnum?

    public init(
        ttl: BetaPromptCacheTTLEnum? = nil,
        mode: BetaPromptCacheModeEnum? = nil
    ) {
        self.ttl = ttl
        self.mode = mode
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case ttl
        case mode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.ttl = try container.decodeIfPresent(BetaPromptCacheTTLEnum.self, forKey: .ttl)
        self.mode = try container.decodeIfPresent(BetaPromptCacheModeEnum.self, forKey: .mode)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.ttl, forKey: .ttl)
        try container.encodeIfPresent(self.mode, forKey: .mode)
    }
}

/// - Schema: `#/components/schemas/BetaPromptCacheRetentionEnum`
public enum BetaPromptCacheRetentionEnum: OpenEnum, EmptyDecodable {
    case inMemory
    case retention24h
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_memory": self = .inMemory
        case "24h": self = .retention24h
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inMemory: "in_memory"
        case .retention24h: "24h"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaPromptCacheTTLEnum`
public enum BetaPromptCacheTTLEnum: OpenEnum, EmptyDecodable {
    case ttl30m
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "30m": self = .ttl30m
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .ttl30m: "30m"
        case .unknown(let value): value
        }
    }
}
