// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VectorStoreSearchResultsPage`
public nonisolated struct VectorStoreSearchResultsPage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `vector_store.search_results.page`
    public var object: String

    public var searchQuery: [String]

    /// The list of search result items.
    public var data: [VectorStoreSearchResultItem]

    /// Indicates if there are more results to fetch.
    public var hasMore: Bool

    public var nextPage: String?

    public init(
        searchQuery: [String],
        data: [VectorStoreSearchResultItem],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.object = "vector_store.search_results.page"
        self.searchQuery = searchQuery
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            searchQuery: .emptyValue,
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "vector_store.search_results.page")
        self.searchQuery = try container.decodeRequired([String].self, forKey: "search_query", in: decoder)
        self.data = try container.decodeRequired([VectorStoreSearchResultItem].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.searchQuery, forKey: "search_query")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.nextPage, forKey: "next_page")
    }
}
