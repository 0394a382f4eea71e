// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in chat conversations recorded while members had
/// Chat and Cowork unified turned on.
///
/// - Schema: `#/components/schemas/AnalyticsSkillChatCoworkUnifiedChatMetrics`
public nonisolated struct AnalyticsSkillChatCoworkUnifiedChatMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Same measure as `chat_metrics.distinct_conversation_skill_used_count`, for
    /// activity recorded while members had Chat and Cowork unified turned on.
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
    public var distinctConversationSkillUsedCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctConversationSkillUsedCount: Int? = nil
    ) {
        self.distinctConversationSkillUsedCount = distinctConversationSkillUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctConversationSkillUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_conversation_skill_used_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.distinctConversationSkillUsedCount, forKey: "distinct_conversation_skill_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsSkillChatCoworkUnifiedChatMetrics {
    public static var distinctConversationSkillUsedCount: Self { Self("distinct_conversation_skill_used_count") }
}
