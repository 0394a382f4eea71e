// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A search query or group of search queries.
///
/// - Schema: `#/components/schemas/WebSearchActionResourceSearch`
public nonisolated struct WebSearchActionResourceSearch: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The search queries, when multiple queries were used.
    public var queries: [String]?

    /// The search query, when a single query was used.
    public var query: String?

    /// The type of the object. Always `search`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        queries: [String]? = nil,
        query: String? = nil
    ) {
        self.queries = queries
        self.query = query
        self.type = "search"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.queries = try container.decodeIfPresent([String].self, forKey: "queries")
        self.query = try container.decodeIfPresent(String.self, forKey: "query")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "search")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.queries, forKey: "queries")
        try container.encodeIfPresent(self.query, forKey: "query")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == WebSearchActionResourceSearch {
    public static var queries: Self { Self("queries") }
    public static var query: Self { Self("query") }
}
