// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RankingOptions`
public nonisolated struct RankingOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ranker to use for the file search.
    public var ranker: RankerVersionType?

    /// The score threshold for the file search, a number between 0 and 1. Numbers closer to 1 will attempt to return only the most relevant results, but may return fewer results.
    public var scoreThreshold: Double?

    /// Weights that control how reciprocal rank fusion balances semantic embedding matches versus sparse keyword matches when hybrid search is enabled.
    public var hybridSearch: HybridSearchOptions?

    public init(
        ranker: RankerVersionType? = nil,
        scoreThreshold: Double? = nil,
        hybridSearch: HybridSearchOptions? = nil
    ) {
        self.ranker = ranker
        self.scoreThreshold = scoreThreshold
        self.hybridSearch = hybridSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ranker = try container.decodeIfPresent(RankerVersionType.self, forKey: "ranker")
        self.scoreThreshold = try container.decodeIfPresent(Double.self, forKey: "score_threshold")
        self.hybridSearch = try container.decodeIfPresent(HybridSearchOptions.self, forKey: "hybrid_search")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.ranker, forKey: "ranker")
        try container.encodeIfPresent(self.scoreThreshold, forKey: "score_threshold")
        try container.encodeIfPresent(self.hybridSearch, forKey: "hybrid_search")
    }
}
