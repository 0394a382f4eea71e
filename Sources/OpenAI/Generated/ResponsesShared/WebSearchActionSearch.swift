// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Action type "search" - Performs a web search query.
///
/// - Schema: `#/components/schemas/WebSearchActionSearch`
public nonisolated struct WebSearchActionSearch: Codable, Equatable, Sendable, EmptyDecodable {
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
    public var sources: [WebSearchActionSearch.Source]?
    private var _query: String?

    public init(
        query: String? = nil,
        queries: [String]? = nil,
        sources: [WebSearchActionSearch.Source]? = nil
    ) {
        self.type = "search"
        self._query = query
        self.queries = queries
        self.sources = sources
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// A source used in the search.
    public nonisolated struct Source: Codable, Equatable, Sendable, EmptyDecodable {
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

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "url")
            self.url = try container.decodeRequired(String.self, forKey: "url", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.url, forKey: "url")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "search")
        self._query = try container.decodeIfPresent(String.self, forKey: "query")
        self.queries = try container.decodeIfPresent([String].self, forKey: "queries")
        self.sources = try container.decodeIfPresent([WebSearchActionSearch.Source].self, forKey: "sources")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self._query, forKey: "query")
        try container.encodeIfPresent(self.queries, forKey: "queries")
        try container.encodeIfPresent(self.sources, forKey: "sources")
    }
}
