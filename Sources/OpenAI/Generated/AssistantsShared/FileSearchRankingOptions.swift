// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The ranking options for the file search. If not specified, the file search tool will use the `auto` ranker and a score_threshold of 0.
///
/// See the [file search tool documentation](https://platform.openai.com/docs/assistants/tools/file-search#customizing-file-search-settings) for more information.
///
/// - Schema: `#/components/schemas/FileSearchRankingOptions`
public nonisolated struct FileSearchRankingOptions: Codable, Equatable, Sendable, EmptyDecodable {
    public var ranker: FileSearchRanker?

    /// The score threshold for the file search. All values must be a floating point number between 0 and 1.
    public var scoreThreshold: Double

    public init(
        scoreThreshold: Double,
        ranker: FileSearchRanker? = nil
    ) {
        self.ranker = ranker
        self.scoreThreshold = scoreThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            scoreThreshold: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ranker = try container.decodeIfPresent(FileSearchRanker.self, forKey: "ranker")
        self.scoreThreshold = try container.decodeRequired(Double.self, forKey: "score_threshold", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.ranker, forKey: "ranker")
        try container.encode(self.scoreThreshold, forKey: "score_threshold")
    }
}
