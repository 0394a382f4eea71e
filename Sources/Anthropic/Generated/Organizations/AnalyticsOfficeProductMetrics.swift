// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single user on a given day within one Office product.
///
/// - Schema: `#/components/schemas/AnalyticsOfficeProductMetrics`
public nonisolated struct AnalyticsOfficeProductMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of MCP connector invocations
    public var connectorsUsedCount: Int

    /// Number of distinct MCP connectors used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctConnectorsUsedCount: Int?

    /// Number of distinct Office Agent sessions.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSessionCount: Int?

    /// Number of distinct skills used.
    ///
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctSkillsUsedCount: Int?

    /// Number of messages sent
    public var messageCount: Int

    /// Number of skill invocations
    public var skillsUsedCount: Int

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        connectorsUsedCount: Int,
        messageCount: Int,
        skillsUsedCount: Int,
        distinctConnectorsUsedCount: Int? = nil,
        distinctSessionCount: Int? = nil,
        distinctSkillsUsedCount: Int? = nil
    ) {
        self.connectorsUsedCount = connectorsUsedCount
        self.distinctConnectorsUsedCount = distinctConnectorsUsedCount
        self.distinctSessionCount = distinctSessionCount
        self.distinctSkillsUsedCount = distinctSkillsUsedCount
        self.messageCount = messageCount
        self.skillsUsedCount = skillsUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            connectorsUsedCount: .emptyValue,
            messageCount: .emptyValue,
            skillsUsedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.connectorsUsedCount = try container.decodeRequired(Int.self, forKey: "connectors_used_count", in: decoder)
        self.distinctConnectorsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_connectors_used_count")
        self.distinctSessionCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_count")
        self.distinctSkillsUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_skills_used_count")
        self.messageCount = try container.decodeRequired(Int.self, forKey: "message_count", in: decoder)
        self.skillsUsedCount = try container.decodeRequired(Int.self, forKey: "skills_used_count", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.connectorsUsedCount, forKey: "connectors_used_count")
        try container.encodeIfPresent(self.distinctConnectorsUsedCount, forKey: "distinct_connectors_used_count")
        try container.encodeIfPresent(self.distinctSessionCount, forKey: "distinct_session_count")
        try container.encodeIfPresent(self.distinctSkillsUsedCount, forKey: "distinct_skills_used_count")
        try container.encode(self.messageCount, forKey: "message_count")
        try container.encode(self.skillsUsedCount, forKey: "skills_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsOfficeProductMetrics {
    public static var distinctConnectorsUsedCount: Self { Self("distinct_connectors_used_count") }
    public static var distinctSessionCount: Self { Self("distinct_session_count") }
    public static var distinctSkillsUsedCount: Self { Self("distinct_skills_used_count") }
}
