// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Search the Internet for sources related to the prompt. Learn more about the
/// [web search tool](https://platform.openai.com/docs/guides/tools-web-search).
///
/// - Schema: `#/components/schemas/WebSearchTool`
public nonisolated struct WebSearchTool: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The type of the web search tool. One of `web_search` or `web_search_2025_08_26`.
    public var type: WebSearchTool.Kind

    /// Allow live internet access for web search. Defaults to true when omitted. When false, the web search tool runs in offline/cache-only mode and will not fetch new external content.
    public var externalWebAccess: Bool?

    public var filters: WebSearchTool.Filters?

    public var userLocation: WebSearchApproximateLocation?

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public var searchContextSize: WebSearchTool.SearchContextSize?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        type: WebSearchTool.Kind,
        externalWebAccess: Bool? = nil,
        filters: WebSearchTool.Filters? = nil,
        userLocation: WebSearchApproximateLocation? = nil,
        searchContextSize: WebSearchTool.SearchContextSize? = nil
    ) {
        self.type = type
        self.externalWebAccess = externalWebAccess
        self.filters = filters
        self.userLocation = userLocation
        self.searchContextSize = searchContextSize
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(type: WebSearchTool.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// The type of the web search tool. One of `web_search` or `web_search_2025_08_26`.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
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
    public nonisolated struct Filters: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        public var allowedDomains: [String]?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

        public init(
            allowedDomains: [String]? = nil
        ) {
            self.allowedDomains = allowedDomains
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.allowedDomains = try container.decodeIfPresent([String].self, forKey: "allowed_domains")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.allowedDomains, forKey: "allowed_domains")
        }
    }

    /// High level guidance for the amount of context window space to use for the search. One of `low`, `medium`, or `high`. `medium` is the default.
    public nonisolated enum SearchContextSize: OpenEnum, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(WebSearchTool.Kind.self, forKey: "type", in: decoder)
        self.externalWebAccess = try container.decodeIfPresent(Bool.self, forKey: "external_web_access")
        self.filters = try container.decodeIfPresent(WebSearchTool.Filters.self, forKey: "filters")
        self.userLocation = try container.decodeIfPresent(WebSearchApproximateLocation.self, forKey: "user_location")
        self.searchContextSize = try container.decodeIfPresent(WebSearchTool.SearchContextSize.self, forKey: "search_context_size")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.externalWebAccess, forKey: "external_web_access")
        try container.encodeIfPresent(self.filters, forKey: "filters")
        try container.encodeIfPresent(self.userLocation, forKey: "user_location")
        try container.encodeIfPresent(self.searchContextSize, forKey: "search_context_size")
    }
}

nonisolated extension NullableMember where Owner == WebSearchTool {
    public static var filters: Self { Self("filters") }
    public static var userLocation: Self { Self("user_location") }
}

nonisolated extension NullableMember where Owner == WebSearchTool.Filters {
    public static var allowedDomains: Self { Self("allowed_domains") }
}
