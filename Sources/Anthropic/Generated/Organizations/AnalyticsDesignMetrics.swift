// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Design activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsDesignMetrics`
public nonisolated struct AnalyticsDesignMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct Claude Design projects created.
    ///
    /// Exact in date-range mode: a creation belongs to exactly one day, so the per-day
    /// counts never overlap and their sum over the window is the exact count of
    /// distinct creations in it.
    public var distinctProjectsCreatedCount: Int

    /// Number of distinct Claude Design projects the user worked in.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctProjectsUsedCount: Int?

    /// Number of distinct Claude Design sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSessionCount: Int?

    /// Number of messages sent in Claude Design sessions
    public var messageCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctProjectsCreatedCount: Int,
        messageCount: Int,
        distinctProjectsUsedCount: Int? = nil,
        distinctSessionCount: Int? = nil
    ) {
        self.distinctProjectsCreatedCount = distinctProjectsCreatedCount
        self.distinctProjectsUsedCount = distinctProjectsUsedCount
        self.distinctSessionCount = distinctSessionCount
        self.messageCount = messageCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            distinctProjectsCreatedCount: .emptyValue,
            messageCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctProjectsCreatedCount = try container.decodeRequired(Int.self, forKey: "distinct_projects_created_count", in: decoder)
        self.distinctProjectsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_projects_used_count")
        self.distinctSessionCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_count")
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.distinctProjectsCreatedCount, forKey: "distinct_projects_created_count")
        try container.encodeIfPresent(self.distinctProjectsUsedCount, forKey: "distinct_projects_used_count")
        try container.encodeIfPresent(self.distinctSessionCount, forKey: "distinct_session_count")
        try container.encode(self.messageCount, forKey: "message_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsDesignMetrics {
    public static var distinctProjectsUsedCount: Self { Self("distinct_projects_used_count") }
    public static var distinctSessionCount: Self { Self("distinct_session_count") }
}
