// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in Cowork sessions recorded while members had Chat
/// and Cowork unified turned on.
///
/// - Schema: `#/components/schemas/AnalyticsSkillChatCoworkUnifiedSessionsMetrics`
public nonisolated struct AnalyticsSkillChatCoworkUnifiedSessionsMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Same measure as `cowork_metrics.distinct_session_skill_used_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var distinctSessionSkillUsedCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctSessionSkillUsedCount: Int? = nil
    ) {
        self.distinctSessionSkillUsedCount = distinctSessionSkillUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctSessionSkillUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_skill_used_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.distinctSessionSkillUsedCount, forKey: "distinct_session_skill_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsSkillChatCoworkUnifiedSessionsMetrics {
    public static var distinctSessionSkillUsedCount: Self { Self("distinct_session_skill_used_count") }
}
