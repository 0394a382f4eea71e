// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Core Claude Code activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsCoreCodeMetrics`
public nonisolated struct AnalyticsCoreCodeMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of artifacts created in Claude Code sessions: an artifact counts once, on
    /// the day a session first saves it. Counted from 2026-08-17; 0 on earlier days.
    /// Exact in date-range mode: a creation belongs to exactly one day, so the per-day
    /// counts never overlap and their sum over the window is the exact count of
    /// distinct creations in it.
    public var artifactsCreatedCount: Int

    /// Number of commits made via Claude Code
    public var commitCount: Int

    /// Number of distinct Claude Code sessions.
    ///
    /// On aggregated rows and in date-range mode: summed per-day distinct counts. A
    /// session essentially never spans a UTC day, so the sum is in practice the true
    /// distinct count.
    public var distinctSessionCount: Int?

    /// Lines of code added and removed via Claude Code.
    public var linesOfCode: AnalyticsLinesOfCode

    /// Number of pull requests created via Claude Code
    public var pullRequestCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        artifactsCreatedCount: Int,
        commitCount: Int,
        linesOfCode: AnalyticsLinesOfCode,
        pullRequestCount: Int,
        distinctSessionCount: Int? = nil
    ) {
        self.artifactsCreatedCount = artifactsCreatedCount
        self.commitCount = commitCount
        self.distinctSessionCount = distinctSessionCount
        self.linesOfCode = linesOfCode
        self.pullRequestCount = pullRequestCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            artifactsCreatedCount: .emptyValue,
            commitCount: .emptyValue,
            linesOfCode: .emptyValue,
            pullRequestCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.artifactsCreatedCount = try container.decodeRequired(Int.self, forKey: "artifacts_created_count", in: decoder)
        self.commitCount = try container.decodeRequired(Int.self, forKey: "commit_count", in: decoder)
        self.distinctSessionCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_count")
        self.linesOfCode = try container.decodeRequired(AnalyticsLinesOfCode.self, forKey: "lines_of_code", in: decoder)
        self.pullRequestCount = try container.decodeRequired(Int.self, forKey: "pull_request_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.artifactsCreatedCount, forKey: "artifacts_created_count")
        try container.encode(self.commitCount, forKey: "commit_count")
        try container.encodeIfPresent(self.distinctSessionCount, forKey: "distinct_session_count")
        try container.encode(self.linesOfCode, forKey: "lines_of_code")
        try container.encode(self.pullRequestCount, forKey: "pull_request_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsCoreCodeMetrics {
    public static var distinctSessionCount: Self { Self("distinct_session_count") }
}
