// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Science activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsScienceMetrics`
public nonisolated struct AnalyticsScienceMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of delegations (handoffs to a specialized agent) in Claude Science
    /// sessions
    public var delegationCount: Int

    /// Number of distinct Claude Science sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSessionCount: Int?

    /// Number of messages sent in Claude Science sessions
    public var messageCount: Int

    /// Number of remote compute jobs launched from Claude Science sessions
    public var remoteComputeJobCount: Int

    /// Total number of skill invocations in Claude Science sessions
    public var skillsUsedCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        delegationCount: Int,
        messageCount: Int,
        remoteComputeJobCount: Int,
        skillsUsedCount: Int,
        distinctSessionCount: Int? = nil
    ) {
        self.delegationCount = delegationCount
        self.distinctSessionCount = distinctSessionCount
        self.messageCount = messageCount
        self.remoteComputeJobCount = remoteComputeJobCount
        self.skillsUsedCount = skillsUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            delegationCount: .emptyValue,
            messageCount: .emptyValue,
            remoteComputeJobCount: .emptyValue,
            skillsUsedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delegationCount = try container.decodeRequired(Int.self, forKey: "delegation_count", in: decoder)
        self.distinctSessionCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_count")
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.remoteComputeJobCount = try container.decodeRequired(Int.self, forKey: "remote_compute_job_count", in: decoder)
        self.skillsUsedCount = try container.decodeRequired(Int.self, forKey: "skills_used_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.delegationCount, forKey: "delegation_count")
        try container.encodeIfPresent(self.distinctSessionCount, forKey: "distinct_session_count")
        try container.encode(self.messageCount, forKey: "message_count")
        try container.encode(self.remoteComputeJobCount, forKey: "remote_compute_job_count")
        try container.encode(self.skillsUsedCount, forKey: "skills_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsScienceMetrics {
    public static var distinctSessionCount: Self { Self("distinct_session_count") }
}
