// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/VectorStoreSearchRequest`
public nonisolated struct VectorStoreSearchRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// A query string for a search
    public var query: VectorStoreSearchRequest.Query

    /// Whether to rewrite the natural language query for vector search.
    public var rewriteQuery: Bool?

    /// The maximum number of results to return. This number should be between 1 and 50 inclusive.
    public var maxNumResults: Int?

    /// A filter to apply based on file attributes.
    public var filters: VectorStoreSearchRequest.Filters?

    /// Ranking options for search.
    public var rankingOptions: VectorStoreSearchRequest.RankingOptions?

    public init(
        query: VectorStoreSearchRequest.Query,
        rewriteQuery: Bool? = nil,
        maxNumResults: Int? = nil,
        filters: VectorStoreSearchRequest.Filters? = nil,
        rankingOptions: VectorStoreSearchRequest.RankingOptions? = nil
    ) {
        self.query = query
        self.rewriteQuery = rewriteQuery
        self.maxNumResults = maxNumResults
        self.filters = filters
        self.rankingOptions = rankingOptions
    }

    public init(stringLiteral value: String) {
        self.init(query: VectorStoreSearchRequest.Query(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            query: .emptyValue
        )
    }

    /// A query string for a search
    public nonisolated enum Query: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([String])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [String](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// A filter to apply based on file attributes.
    public nonisolated enum Filters: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `eq`, `ne`, `gt`, `gte`, `lt`, `lte`, `in`, `nin`
        case eq(ComparisonFilter)
        /// - `type`: `and`, `or`
        case and(CompoundFilter)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "eq": self = .eq(try ComparisonFilter(from: decoder)); return
                case "ne": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "gte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lt": self = .eq(try ComparisonFilter(from: decoder)); return
                case "lte": self = .eq(try ComparisonFilter(from: decoder)); return
                case "in": self = .eq(try ComparisonFilter(from: decoder)); return
                case "nin": self = .eq(try ComparisonFilter(from: decoder)); return
                case "and": self = .and(try CompoundFilter(from: decoder)); return
                case "or": self = .and(try CompoundFilter(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .eq(let value): try value.encode(to: encoder)
            case .and(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Ranking options for search.
    public nonisolated struct RankingOptions: Codable, Equatable, Sendable, EmptyDecodable {
        /// Enable re-ranking; set to `none` to disable, which can help reduce latency.
        public var ranker: VectorStoreSearchRequest.RankingOptions.Ranker?

        public var scoreThreshold: Double?

        public init(
            ranker: VectorStoreSearchRequest.RankingOptions.Ranker? = nil,
            scoreThreshold: Double? = nil
        ) {
            self.ranker = ranker
            self.scoreThreshold = scoreThreshold
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        /// Enable re-ranking; set to `none` to disable, which can help reduce latency.
        public nonisolated enum Ranker: OpenEnum, EmptyDecodable {
            case none
            case auto
            case default_2024_11_15
            /// A value this version of the spec does not list.
            case unknown(String)

            public init(rawValue: String) {
                switch rawValue {
                case "none": self = .none
                case "auto": self = .auto
                case "default-2024-11-15": self = .default_2024_11_15
                default: self = .unknown(rawValue)
                }
            }

            public var rawValue: String {
                switch self {
                case .none: "none"
                case .auto: "auto"
                case .default_2024_11_15: "default-2024-11-15"
                case .unknown(let value): value
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.ranker = try container.decodeIfPresent(VectorStoreSearchRequest.RankingOptions.Ranker.self, forKey: "ranker")
            self.scoreThreshold = try container.decodeIfPresent(Double.self, forKey: "score_threshold")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.ranker, forKey: "ranker")
            try container.encodeIfPresent(self.scoreThreshold, forKey: "score_threshold")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.query = try container.decodeRequired(VectorStoreSearchRequest.Query.self, forKey: "query", in: decoder)
        self.rewriteQuery = try container.decodeIfPresent(Bool.self, forKey: "rewrite_query")
        self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: "max_num_results")
        self.filters = try container.decodeIfPresent(VectorStoreSearchRequest.Filters.self, forKey: "filters")
        self.rankingOptions = try container.decodeIfPresent(VectorStoreSearchRequest.RankingOptions.self, forKey: "ranking_options")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.query, forKey: "query")
        try container.encodeIfPresent(self.rewriteQuery, forKey: "rewrite_query")
        try container.encodeIfPresent(self.maxNumResults, forKey: "max_num_results")
        try container.encodeIfPresent(self.filters, forKey: "filters")
        try container.encodeIfPresent(self.rankingOptions, forKey: "ranking_options")
    }
}
// MARK: - String arguments

nonisolated extension VectorStoreSearchRequest {
    /// The memberwise initializer with `query` from a `String` value.
    @_disfavoredOverload
    public init(
        query: String,
        rewriteQuery: Bool? = nil,
        maxNumResults: Int? = nil,
        filters: VectorStoreSearchRequest.Filters? = nil,
        rankingOptions: VectorStoreSearchRequest.RankingOptions? = nil
    ) {
        self.init(
            query: VectorStoreSearchRequest.Query.string(query),
            rewriteQuery: rewriteQuery,
            maxNumResults: maxNumResults,
            filters: filters,
            rankingOptions: rankingOptions
        )
    }
}
