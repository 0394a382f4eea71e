// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchTool_20260209
///
/// - Schema: `#/components/schemas/WebFetchTool_20260209`
public nonisolated struct WebFetchTool_20260209: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Allowed Callers
    public var allowedCallers: [AnthropicMessages.AllowedCaller]?

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

    /// Which sources contribute to the set of URLs the tool may fetch.
    ///
    /// Omitted means every source.
    public var urlSources: WebFetchURLSourcesParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedCallers: [AnthropicMessages.AllowedCaller]? = nil,
        allowedDomains: [String]? = nil,
        blockedDomains: [String]? = nil,
        cacheControl: CacheControlEphemeral? = nil,
        citations: RequestCitationsConfig? = nil,
        deferLoading: Bool? = nil,
        maxContentTokens: Int? = nil,
        maxUses: Int? = nil,
        strict: Bool? = nil,
        urlSources: WebFetchURLSourcesParam? = nil
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
        self.urlSources = urlSources
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedCallers = try container.decodeIfPresent([AnthropicMessages.AllowedCaller].self, forKey: "allowed_callers")
        self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
        self.blockedDomains = try container.decodeIfPresent([String].self, forKey: "blocked_domains")
        self.cacheControl = try container.decodeIfPresent(CacheControlEphemeral.self, forKey: "cache_control")
        self.citations = try container.decodeIfPresent(RequestCitationsConfig.self, forKey: "citations")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.maxContentTokens = try container.decodeIfPresent(Int.self, forKey: "max_content_tokens")
        self.maxUses = try container.decodeIfPresent(Int.self, forKey: "max_uses")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder, standIn: "web_fetch")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: "strict")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "web_fetch_20260209")
        self.urlSources = try container.decodeIfPresent(WebFetchURLSourcesParam.self, forKey: "url_sources")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        try container.encodeIfPresent(self.blockedDomains, forKey: "blocked_domains")
        try container.encodeIfPresent(self.cacheControl, forKey: "cache_control")
        try container.encodeIfPresent(self.citations, forKey: "citations")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.maxContentTokens, forKey: "max_content_tokens")
        try container.encodeIfPresent(self.maxUses, forKey: "max_uses")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.strict, forKey: "strict")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.urlSources, forKey: "url_sources")
    }
}

nonisolated extension NullableMember where Owner == WebFetchTool_20260209 {
    public static var allowedDomains: Self { Self("allowed_domains") }
    public static var blockedDomains: Self { Self("blocked_domains") }
    public static var cacheControl: Self { Self("cache_control") }
    public static var citations: Self { Self("citations") }
    public static var maxContentTokens: Self { Self("max_content_tokens") }
    public static var maxUses: Self { Self("max_uses") }
    public static var urlSources: Self { Self("url_sources") }
}
