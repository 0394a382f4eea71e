// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// FileSearch tool
///
/// - Schema: `#/components/schemas/AssistantToolsFileSearch`
public nonisolated struct AssistantToolsFileSearch: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of tool being defined: `file_search`
    public var type: String

    /// Overrides for the file search tool.
    public var fileSearch: AssistantToolsFileSearch.FileSearch?

    public init(
        fileSearch: AssistantToolsFileSearch.FileSearch? = nil
    ) {
        self.type = "file_search"
        self.fileSearch = fileSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Overrides for the file search tool.
    public nonisolated struct FileSearch: Codable, Equatable, Sendable, EmptyDecodable {
        /// The maximum number of results the file search tool should output. The default is 20 for `gpt-4*` models and 5 for `gpt-3.5-turbo`. This number should be between 1 and 50 inclusive.
        ///
        /// Note that the file search tool may output fewer than `max_num_results` results. See the [file search tool documentation](https://platform.openai.com/docs/assistants/tools/file-search#customizing-file-search-settings) for more information.
        public var maxNumResults: Int?

        public var rankingOptions: FileSearchRankingOptions?

        public init(
            maxNumResults: Int? = nil,
            rankingOptions: FileSearchRankingOptions? = nil
        ) {
            self.maxNumResults = maxNumResults
            self.rankingOptions = rankingOptions
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: "max_num_results")
            self.rankingOptions = try container.decodeIfPresent(FileSearchRankingOptions.self, forKey: "ranking_options")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.maxNumResults, forKey: "max_num_results")
            try container.encodeIfPresent(self.rankingOptions, forKey: "ranking_options")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_search")
        self.fileSearch = try container.decodeIfPresent(AssistantToolsFileSearch.FileSearch.self, forKey: "file_search")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.fileSearch, forKey: "file_search")
    }
}
