// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Action type "find_in_page": Searches for a pattern within a loaded page.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionFind`
public struct BetaWebSearchActionFind: Codable, Hashable, Sendable, EmptyDecodable {
    /// The action type.
    public var type: String

    /// The URL of the page searched for the pattern.
    public var url: String

    /// The pattern or text to search for within the page.
    public var pattern: String

    public init(
        url: String,
        pattern: String
    ) {
        self.type = "find_in_page"
        self.url = url
        self.pattern = pattern
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            pattern: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
        case pattern
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "find_in_page")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.pattern = try container.decodeRequired(String.self, forKey: .pattern, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.pattern, forKey: .pattern)
    }
}

/// Action type "open_page" - Opens a specific URL from search results.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionOpenPage`
public struct BetaWebSearchActionOpenPage: Codable, Hashable, Sendable, EmptyDecodable {
    /// The action type.
    public var type: String

    /// The URL opened by the model.
    public var url: String?

    public init(
        url: String? = nil
    ) {
        self.type = "open_page"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "open_page")
        self.url = try container.decodeIfPresent(String.self, forKey: .url)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.url, forKey: .url)
    }
}

/// Action type "search" - Performs a web search query.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionSearch`
public struct BetaWebSearchActionSearch: Codable, Hashable, Sendable, EmptyDecodable {
    /// The action type.
    public var type: String

    /// The search query.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var query: String? {
        get { _query }
        set { _query = newValue }
    }

    /// The search queries.
    public var queries: [String]?

    /// The sources used in the search.
    public var sources: [BetaWebSearchActionSearch.Source]?
    private var _query: String?

    public init(
        query: String? = nil,
        queries: [String]? = nil,
        sources: [BetaWebSearchActionSearch.Source]? = nil
    ) {
        self.type = "search"
        self._query = query
        self.queries = queries
        self.sources = sources
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A source used in the search.
    public struct Source: Codable, Hashable, Sendable, EmptyDecodable {
        /// The type of source. Always `url`.
        public var type: String

        /// The URL of the source.
        public var url: String

        public init(
            url: String
        ) {
            self.type = "url"
            self.url = url
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                url: .emptyValue
            )
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case type
            case url
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url")
            self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.type, forKey: .type)
            try container.encode(self.url, forKey: .url)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case query
        case queries
        case sources
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "search")
        self._query = try container.decodeIfPresent(String.self, forKey: .query)
        self.queries = try container.decodeIfPresent([String].self, forKey: .queries)
        self.sources = try container.decodeIfPresent([BetaWebSearchActionSearch.Source].self, forKey: .sources)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self._query, forKey: .query)
        try container.encodeIfPresent(self.queries, forKey: .queries)
        try container.encodeIfPresent(self.sources, forKey: .sources)
    }
}

/// The approximate location of the user.
///
/// - Schema: `#/components/schemas/BetaWebSearchApproximateLocation`
public struct BetaWebSearchApproximateLocation: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of location approximation. Always `approximate`.
    public var type: String?

    public var country: String?

    public var region: String?

    public var city: String?

    public var timezone: String?

    public init(
        type: String? = nil,
        country: String? = nil,
        region: String? = nil,
        city: String? = nil,
        timezone: String? = nil
    ) {
        self.type = type
        self.country = country
        self.region = region
        self.city = city
        self.timezone = timezone
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case country
        case region
        case city
        case timezone
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeIfPresent(String.self, forKey: .type)
        self.country = try container.decodeIfPresent(String.self, forKey: .country)
        self.region = try container.decodeIfPresent(String.self, forKey: .region)
        self.city = try container.decodeIfPresent(String.self, forKey: .city)
        self.timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.type, forKey: .type)
        try container.encodeIfPresent(self.country, forKey: .country)
        try container.encodeIfPresent(self.region, forKey: .region)
        try container.encodeIfPresent(self.city, forKey: .city)
        try container.encodeIfPresent(self.timezone, forKey: .timezone)
    }
}

/// This tool searches the web for relevant results to use in a response. Learn more about the [web search tool](https://platform.openai.com/docs/guides/tools-web-search).
///
/// - Schema: `#/components/schemas/BetaWebSearchPreviewTool`
public struct BetaWebSearchPreviewTool: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the web search tool. One of `web_search_preview` or `web_search_preview_2025_03_11`.
    public var type: BetaWebSearchPreviewTool.Kind

    public var userLocation: BetaApproximateLocation?

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public var searchContextSize: BetaSearchContextSize?

    public var searchContentTypes: [BetaSearchContentType]?

    public init(
        type: BetaWebSearchPreviewTool.Kind,
        userLocation: BetaApproximateLocation? = nil,
        searchContextSize: BetaSearchContextSize? = nil,
        searchContentTypes: [BetaSearchContentType]? = nil
    ) {
        self.type = type
        self.userLocation = userLocation
        self.searchContextSize = searchContextSize
        self.searchContentTypes = searchContentTypes
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaWebSearchPreviewTool.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the web search tool. One of `web_search_preview` or `web_search_preview_2025_03_11`.
    public enum Kind: OpenEnum, EmptyDecodable {
        case webSearchPreview
        case webSearchPreview_2025_03_11
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "web_search_preview": self = .webSearchPreview
            case "web_search_preview_2025_03_11": self = .webSearchPreview_2025_03_11
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .webSearchPreview: "web_search_preview"
            case .webSearchPreview_2025_03_11: "web_search_preview_2025_03_11"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case userLocation = "user_location"
        case searchContextSize = "search_context_size"
        case searchContentTypes = "search_content_types"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(BetaWebSearchPreviewTool.Kind.self, forKey: .type, in: decoder)
        self.userLocation = try container.decodeIfPresent(BetaApproximateLocation.self, forKey: .userLocation)
        self.searchContextSize = try container.decodeIfPresent(BetaSearchContextSize.self, forKey: .searchContextSize)
        self.searchContentTypes = try container.decodeIfPresent([BetaSearchContentType].self, forKey: .searchContentTypes)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.userLocation, forKey: .userLocation)
        try container.encodeIfPresent(self.searchContextSize, forKey: .searchContextSize)
        try container.encodeIfPresent(self.searchContentTypes, forKey: .searchContentTypes)
    }
}

/// Search the Internet for sources related to the prompt. Learn more about the
/// [web search tool](/docs/guides/tools-web-search).
///
/// - Schema: `#/components/schemas/BetaWebSearchTool`
public struct BetaWebSearchTool: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The type of the web search tool. One of `web_search` or `web_search_2025_08_26`.
    public var type: BetaWebSearchTool.Kind

    /// Allow live internet access for web search. Defaults to true when omitted. When false, the web search tool runs in offline/cache-only mode and will not fetch new external content.
    public var externalWebAccess: Bool?

    public var filters: BetaWebSearchTool.Filters?

    public var userLocation: BetaWebSearchApproximateLocation?

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public var searchContextSize: BetaWebSearchTool.SearchContextSize?

    public init(
        type: BetaWebSearchTool.Kind,
        externalWebAccess: Bool? = nil,
        filters: BetaWebSearchTool.Filters? = nil,
        userLocation: BetaWebSearchApproximateLocation? = nil,
        searchContextSize: BetaWebSearchTool.SearchContextSize? = nil
    ) {
        self.type = type
        self.externalWebAccess = externalWebAccess
        self.filters = filters
        self.userLocation = userLocation
        self.searchContextSize = searchContextSize
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaWebSearchTool.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the web search tool. One of `web_search` or `web_search_2025_08_26`.
    public enum Kind: OpenEnum, EmptyDecodable {
        case webSearch
        case webSearch_2025_08_26
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "web_search": self = .webSearch
            case "web_search_2025_08_26": self = .webSearch_2025_08_26
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .webSearch: "web_search"
            case .webSearch_2025_08_26: "web_search_2025_08_26"
            case .unknown(let value): value
            }
        }
    }

    /// Filters for the search.
    public struct Filters: Codable, Hashable, Sendable, EmptyDecodable {
        public var allowedDomains: [String]?

        public init(
            allowedDomains: [String]? = nil
        ) {
            self.allowedDomains = allowedDomains
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case allowedDomains = "allowed_domains"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.allowedDomains = try container.decodeIfPresent([String].self, forKey: .allowedDomains)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.allowedDomains, forKey: .allowedDomains)
        }
    }

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public enum SearchContextSize: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case externalWebAccess = "external_web_access"
        case filters
        case userLocation = "user_location"
        case searchContextSize = "search_context_size"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(BetaWebSearchTool.Kind.self, forKey: .type, in: decoder)
        self.externalWebAccess = try container.decodeIfPresent(Bool.self, forKey: .externalWebAccess)
        self.filters = try container.decodeIfPresent(BetaWebSearchTool.Filters.self, forKey: .filters)
        self.userLocation = try container.decodeIfPresent(BetaWebSearchApproximateLocation.self, forKey: .userLocation)
        self.searchContextSize = try container.decodeIfPresent(BetaWebSearchTool.SearchContextSize.self, forKey: .searchContextSize)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.externalWebAccess, forKey: .externalWebAccess)
        try container.encodeIfPresent(self.filters, forKey: .filters)
        try container.encodeIfPresent(self.userLocation, forKey: .userLocation)
        try container.encodeIfPresent(self.searchContextSize, forKey: .searchContextSize)
    }
}

/// The results of a web search tool call. See the
/// [web search guide](/docs/guides/tools-web-search) for more information.
///
/// - Schema: `#/components/schemas/BetaWebSearchToolCall`
public struct BetaWebSearchToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The unique ID of the web search tool call.
    public var id: String

    /// The type of the web search tool call. Always `web_search_call`.
    public var type: String

    /// The status of the web search tool call.
    public var status: BetaWebSearchToolCall.Status

    /// An object describing the specific action taken in this web search call.
    /// Includes details on how the model used the web (search, open_page, find_in_page).
    public var action: BetaWebSearchToolCall.Action

    public init(
        id: String,
        status: BetaWebSearchToolCall.Status,
        action: BetaWebSearchToolCall.Action,
        agent: BetaAgentTag? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "web_search_call"
        self.status = status
        self.action = action
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            action: .emptyValue
        )
    }

    /// The status of the web search tool call.
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case searching
        case completed
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "searching": self = .searching
            case "completed": self = .completed
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .searching: "searching"
            case .completed: "completed"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    /// An object describing the specific action taken in this web search call.
    /// Includes details on how the model used the web (search, open_page, find_in_page).
    public enum Action: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `search`
        case search(BetaWebSearchActionSearch)
        /// - `type`: `open_page`
        case openPage(BetaWebSearchActionOpenPage)
        /// - `type`: `find_in_page`
        case findInPage(BetaWebSearchActionFind)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "search": self = .search(try BetaWebSearchActionSearch(from: decoder)); return
                case "open_page": self = .openPage(try BetaWebSearchActionOpenPage(from: decoder)); return
                case "find_in_page": self = .findInPage(try BetaWebSearchActionFind(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .search(let value): try value.encode(to: encoder)
            case .openPage(let value): try value.encode(to: encoder)
            case .findInPage(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case type
        case status
        case action
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "web_search_call")
        self.status = try container.decodeRequired(BetaWebSearchToolCall.Status.self, forKey: .status, in: decoder)
        self.action = try container.decodeRequired(BetaWebSearchToolCall.Action.self, forKey: .action, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.action, forKey: .action)
    }
}
