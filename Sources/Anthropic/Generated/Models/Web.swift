// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchToolResultErrorCode
///
/// - Schema: `#/components/schemas/WebFetchToolResultErrorCode`
public enum WebFetchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case urlTooLong
    case urlNotAllowed
    case urlNotAccessible
    case unsupportedContentType
    case tooManyRequests
    case maxUsesExceeded
    case unavailable
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "url_too_long": self = .urlTooLong
        case "url_not_allowed": self = .urlNotAllowed
        case "url_not_accessible": self = .urlNotAccessible
        case "unsupported_content_type": self = .unsupportedContentType
        case "too_many_requests": self = .tooManyRequests
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "unavailable": self = .unavailable
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .urlTooLong: "url_too_long"
        case .urlNotAllowed: "url_not_allowed"
        case .urlNotAccessible: "url_not_accessible"
        case .unsupportedContentType: "unsupported_content_type"
        case .tooManyRequests: "too_many_requests"
        case .maxUsesExceeded: "max_uses_exceeded"
        case .unavailable: "unavailable"
        case .unknown(let value): value
        }
    }
}

/// WebFetchTool_20250910
///
/// - Schema: `#/components/schemas/WebFetchTool_20250910`
public struct WebFetchTool_20250910: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// List of domains to allow fetching from
    public var allowedDomains: [String]?

    /// List of domains to block fetching from
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Citations configuration for fetched documents. Citations are disabled by default.
    public var citations: RequestCitationsConfig?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of tokens used by including web page text content in the context. The limit is approximate and does not apply to binary content such as PDFs.
    public var maxContentTokens: Int?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

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
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil,
        deferLoading: Bool? = nil,
        maxContentTokens: Int? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.citations = citations
        self.deferLoading = deferLoading
        self.maxContentTokens = maxContentTokens
        self.maxUses = maxUses
        self.name = "web_fetch"
        self.strict = strict
        self.type = "web_fetch_20250910"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case allowedDomains = "allowed_domains"
        case blockedDomains = "blocked_domains"
        case cacheControl = "cache_control"
        case citations
        case deferLoading = "defer_loading"
        case maxContentTokens = "max_content_tokens"
        case maxUses = "max_uses"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: .blockedDomains)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: .citations)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxContentTokens = try container.decodeIfPresent(Int.self, forKey: .maxContentTokens)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "web_fetch")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_20250910")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.blockedDomains, forKey: .blockedDomains)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.citations, forKey: .citations)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxContentTokens, forKey: .maxContentTokens)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// WebFetchTool_20260209
///
/// - Schema: `#/components/schemas/WebFetchTool_20260209`
public struct WebFetchTool_20260209: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// List of domains to allow fetching from
    public var allowedDomains: [String]?

    /// List of domains to block fetching from
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Citations configuration for fetched documents. Citations are disabled by default.
    public var citations: RequestCitationsConfig?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of tokens used by including web page text content in the context. The limit is approximate and does not apply to binary content such as PDFs.
    public var maxContentTokens: Int?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

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
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil,
        deferLoading: Bool? = nil,
        maxContentTokens: Int? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.citations = citations
        self.deferLoading = deferLoading
        self.maxContentTokens = maxContentTokens
        self.maxUses = maxUses
        self.name = "web_fetch"
        self.strict = strict
        self.type = "web_fetch_20260209"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case allowedDomains = "allowed_domains"
        case blockedDomains = "blocked_domains"
        case cacheControl = "cache_control"
        case citations
        case deferLoading = "defer_loading"
        case maxContentTokens = "max_content_tokens"
        case maxUses = "max_uses"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: .blockedDomains)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: .citations)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxContentTokens = try container.decodeIfPresent(Int.self, forKey: .maxContentTokens)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "web_fetch")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_20260209")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.blockedDomains, forKey: .blockedDomains)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.citations, forKey: .citations)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxContentTokens, forKey: .maxContentTokens)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// Web fetch tool with use_cache parameter for bypassing cached content.
///
/// - Schema: `#/components/schemas/WebFetchTool_20260309`
public struct WebFetchTool_20260309: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// List of domains to allow fetching from
    public var allowedDomains: [String]?

    /// List of domains to block fetching from
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// Citations configuration for fetched documents. Citations are disabled by default.
    public var citations: RequestCitationsConfig?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of tokens used by including web page text content in the context. The limit is approximate and does not apply to binary content such as PDFs.
    public var maxContentTokens: Int?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    /// Whether to use cached content. Set to false to bypass the cache and fetch fresh content. Only set to false when the user explicitly requests fresh content or when fetching rapidly-changing sources.
    public var useCache: Bool?

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil,
        deferLoading: Bool? = nil,
        maxContentTokens: Int? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil,
        useCache: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.citations = citations
        self.deferLoading = deferLoading
        self.maxContentTokens = maxContentTokens
        self.maxUses = maxUses
        self.name = "web_fetch"
        self.strict = strict
        self.type = "web_fetch_20260309"
        self.useCache = useCache
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case allowedDomains = "allowed_domains"
        case blockedDomains = "blocked_domains"
        case cacheControl = "cache_control"
        case citations
        case deferLoading = "defer_loading"
        case maxContentTokens = "max_content_tokens"
        case maxUses = "max_uses"
        case name
        case strict
        case type
        case useCache = "use_cache"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: .blockedDomains)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: .citations)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxContentTokens = try container.decodeIfPresent(Int.self, forKey: .maxContentTokens)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "web_fetch")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_fetch_20260309")
        self.useCache = try container.decodeIfPresent(Bool.self, forKey: .useCache)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.blockedDomains, forKey: .blockedDomains)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.citations, forKey: .citations)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxContentTokens, forKey: .maxContentTokens)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.useCache, forKey: .useCache)
    }
}

/// WebSearchToolResultErrorCode
///
/// - Schema: `#/components/schemas/WebSearchToolResultErrorCode`
public enum WebSearchToolResultErrorCode: OpenEnum, EmptyDecodable {
    case invalidToolInput
    case unavailable
    case maxUsesExceeded
    case tooManyRequests
    case queryTooLong
    case requestTooLarge
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_tool_input": self = .invalidToolInput
        case "unavailable": self = .unavailable
        case "max_uses_exceeded": self = .maxUsesExceeded
        case "too_many_requests": self = .tooManyRequests
        case "query_too_long": self = .queryTooLong
        case "request_too_large": self = .requestTooLarge
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidToolInput: "invalid_tool_input"
        case .unavailable: "unavailable"
        case .maxUsesExceeded: "max_uses_exceeded"
        case .tooManyRequests: "too_many_requests"
        case .queryTooLong: "query_too_long"
        case .requestTooLarge: "request_too_large"
        case .unknown(let value): value
        }
    }
}

/// WebSearchTool_20250305
///
/// - Schema: `#/components/schemas/WebSearchTool_20250305`
public struct WebSearchTool_20250305: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// If provided, only these domains will be included in results. Cannot be used alongside `blocked_domains`.
    public var allowedDomains: [String]?

    /// If provided, these domains will never appear in results. Cannot be used alongside `allowed_domains`.
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    /// Parameters for the user's location. Used to provide more relevant search results.
    public var userLocation: UserLocation?

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil,
        userLocation: UserLocation? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.maxUses = maxUses
        self.name = "web_search"
        self.strict = strict
        self.type = "web_search_20250305"
        self.userLocation = userLocation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case allowedDomains = "allowed_domains"
        case blockedDomains = "blocked_domains"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case maxUses = "max_uses"
        case name
        case strict
        case type
        case userLocation = "user_location"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: .blockedDomains)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "web_search")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_20250305")
        self.userLocation = try container.decodeIfPresent(UserLocation.self, forKey: .userLocation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.blockedDomains, forKey: .blockedDomains)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.userLocation, forKey: .userLocation)
    }
}

/// WebSearchTool_20260209
///
/// - Schema: `#/components/schemas/WebSearchTool_20260209`
public struct WebSearchTool_20260209: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [AllowedCaller]?

    /// If provided, only these domains will be included in results. Cannot be used alongside `blocked_domains`.
    public var allowedDomains: [String]?

    /// If provided, these domains will never appear in results. Cannot be used alongside `allowed_domains`.
    public var blockedDomains: [String]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: CacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Maximum number of times the tool can be used in the API request.
    public var maxUses: Int?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    /// Parameters for the user's location. Used to provide more relevant search results.
    public var userLocation: UserLocation?

    public init(
        allowedCallers: [AllowedCaller]? = nil,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil,
        userLocation: UserLocation? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.allowedDomains = allowedDomains
        self.blockedDomains = blockedDomains
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.maxUses = maxUses
        self.name = "web_search"
        self.strict = strict
        self.type = "web_search_20260209"
        self.userLocation = userLocation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case allowedDomains = "allowed_domains"
        case blockedDomains = "blocked_domains"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case maxUses = "max_uses"
        case name
        case strict
        case type
        case userLocation = "user_location"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([AllowedCaller].self, forKey: .allowedCallers)
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: .blockedDomains)
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: .maxUses)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "web_search")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_20260209")
        self.userLocation = try container.decodeIfPresent(UserLocation.self, forKey: .userLocation)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        try container.encodeIfPresent(self.blockedDomains, forKey: .blockedDomains)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.maxUses, forKey: .maxUses)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.userLocation, forKey: .userLocation)
    }
}
