// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsCostReportTimeBucket`
public nonisolated struct BetaAnalyticsCostReportTimeBucket: Codable, Equatable, Sendable, EmptyDecodable {
    /// End of the time bucket (exclusive) in RFC 3339 format.
    public var endingAt: String

    /// Rows for this time bucket.
    ///
    /// Empty when the bucket has no data; otherwise a single combined row when
    /// `group_by[]` is omitted, or one row per group (subject to the per-bucket group
    /// cap described on the `group_by[]` parameter).
    public var results: [BetaAnalyticsCostBucketedResult]

    /// Start of the time bucket (inclusive) in RFC 3339 format.
    public var startingAt: String

    public init(
        endingAt: String,
        results: [BetaAnalyticsCostBucketedResult],
        startingAt: String
    ) {
        self.endingAt = endingAt
        self.results = results
        self.startingAt = startingAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            endingAt: .emptyValue,
            results: .emptyValue,
            startingAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.endingAt = try container.decodeRequired(String.self, forKey: "ending_at", in: decoder)
        self.results = try container.decodeRequired([BetaAnalyticsCostBucketedResult].self, forKey: "results", in: decoder)
        self.startingAt = try container.decodeRequired(String.self, forKey: "starting_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.endingAt, forKey: "ending_at")
        try container.encode(self.results, forKey: "results")
        try container.encode(self.startingAt, forKey: "starting_at")
    }
}
