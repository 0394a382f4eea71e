// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in Cowork sessions recorded while members had Chat
/// and Cowork unified turned on.
///
/// - Schema: `#/components/schemas/AnalyticsSkillChatCoworkUnifiedSessionsMetrics`
public struct AnalyticsSkillChatCoworkUnifiedSessionsMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Same measure as `cowork_metrics.distinct_session_skill_used_count`, for activity
    /// recorded while members had Chat and Cowork unified turned on. Approximate (HLL,
    /// typical error <2%) in date-range mode. Null on aggregated rows where a distinct
    /// count cannot be computed.
    public var distinctSessionSkillUsedCount: Int?

    public init(
        distinctSessionSkillUsedCount: Int? = nil
    ) {
        self.distinctSessionSkillUsedCount = distinctSessionSkillUsedCount
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctSessionSkillUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_skill_used_count")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.distinctSessionSkillUsedCount, forKey: "distinct_session_skill_used_count")
    }
}
