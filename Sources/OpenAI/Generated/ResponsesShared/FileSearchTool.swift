// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool that searches for relevant content from uploaded files. Learn more about the [file search tool](https://platform.openai.com/docs/guides/tools-file-search).
///
/// - Schema: `#/components/schemas/FileSearchTool`
public nonisolated struct FileSearchTool: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the file search tool. Always `file_search`.
    public var type: String

    /// The IDs of the vector stores to search.
    public var vectorStoreIDs: [String]

    /// The maximum number of results to return. This number should be between 1 and 50 inclusive.
    public var maxNumResults: Int?

    /// Ranking options for search.
    public var rankingOptions: OpenAIResponses.RankingOptions?

    public var filters: OpenAIResponses.Filters?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        vectorStoreIDs: [String],
        maxNumResults: Int? = nil,
        rankingOptions: OpenAIResponses.RankingOptions? = nil,
        filters: OpenAIResponses.Filters? = nil
    ) {
        self.type = "file_search"
        self.vectorStoreIDs = vectorStoreIDs
        self.maxNumResults = maxNumResults
        self.rankingOptions = rankingOptions
        self.filters = filters
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            vectorStoreIDs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_search")
        self.vectorStoreIDs = try container.decodeRequired([String].self, forKey: "vector_store_ids", in: decoder)
        self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: "max_num_results")
        self.rankingOptions = try container.decodeIfPresent(OpenAIResponses.RankingOptions.self, forKey: "ranking_options")
        self.filters = try container.decodeIfPresent(OpenAIResponses.Filters.self, forKey: "filters")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.vectorStoreIDs, forKey: "vector_store_ids")
        try container.encodeIfPresent(self.maxNumResults, forKey: "max_num_results")
        try container.encodeIfPresent(self.rankingOptions, forKey: "ranking_options")
        try container.encodeIfPresent(self.filters, forKey: "filters")
    }
}

nonisolated extension NullableMember where Owner == FileSearchTool {
    public static var filters: Self { Self("filters") }
}
