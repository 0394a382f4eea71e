// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// File search tool call
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchObject`
public nonisolated struct RunStepDetailsToolCallsFileSearchObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the tool call object.
    public var id: String

    /// The type of tool call. This is always going to be `file_search` for this type of tool call.
    public var type: String

    /// For now, this is always going to be an empty object.
    public var fileSearch: RunStepDetailsToolCallsFileSearchObject.FileSearch

    public init(
        id: String,
        fileSearch: RunStepDetailsToolCallsFileSearchObject.FileSearch
    ) {
        self.id = id
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            fileSearch: .emptyValue
        )
    }

    /// For now, this is always going to be an empty object.
    public nonisolated struct FileSearch: Codable, Equatable, Sendable, EmptyDecodable {
        public var rankingOptions: RunStepDetailsToolCallsFileSearchRankingOptionsObject?

        /// The results of the file search.
        public var results: [RunStepDetailsToolCallsFileSearchResultObject]?

        public init(
            rankingOptions: RunStepDetailsToolCallsFileSearchRankingOptionsObject? = nil,
            results: [RunStepDetailsToolCallsFileSearchResultObject]? = nil
        ) {
            self.rankingOptions = rankingOptions
            self.results = results
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.rankingOptions = try container.decodeIfPresent(RunStepDetailsToolCallsFileSearchRankingOptionsObject.self, forKey: "ranking_options")
            self.results = try container.decodeIfPresent([RunStepDetailsToolCallsFileSearchResultObject].self, forKey: "results")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.rankingOptions, forKey: "ranking_options")
            try container.encodeIfPresent(self.results, forKey: "results")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeRequired(RunStepDetailsToolCallsFileSearchObject.FileSearch.self, forKey: "file_search", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileSearch, forKey: "file_search")
    }
}
