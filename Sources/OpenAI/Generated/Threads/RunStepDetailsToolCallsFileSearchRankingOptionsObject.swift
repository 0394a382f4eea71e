// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The ranking options for the file search.
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsFileSearchRankingOptionsObject`
public nonisolated struct RunStepDetailsToolCallsFileSearchRankingOptionsObject: Codable, Equatable, Sendable, EmptyDecodable {
    public var ranker: FileSearchRanker

    /// The score threshold for the file search. All values must be a floating point number between 0 and 1.
    public var scoreThreshold: Double

    public init(
        ranker: FileSearchRanker,
        scoreThreshold: Double
    ) {
        self.ranker = ranker
        self.scoreThreshold = scoreThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            ranker: .emptyValue,
            scoreThreshold: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.ranker = try container.decodeRequired(FileSearchRanker.self, forKey: "ranker", in: decoder)
        self.scoreThreshold = try container.decodeRequired(Double.self, forKey: "score_threshold", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.ranker, forKey: "ranker")
        try container.encode(self.scoreThreshold, forKey: "score_threshold")
    }
}
