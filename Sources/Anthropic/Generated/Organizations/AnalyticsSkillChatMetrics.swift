// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude.ai activity metrics for a single skill on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsSkillChatMetrics`
public nonisolated struct AnalyticsSkillChatMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct conversations in which the skill was used.
    ///
    /// A skill counts as used only when it is explicitly activated — the model (or the
    /// user, via the skill's slash command) invokes it, reading its instructions into
    /// context as part of that activation. Skills that are merely installed or listed
    /// as available, or whose content reaches the context without an activation
    /// (preloaded, hook-injected, or read as a plain file), are not counted.
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

nonisolated extension NullableMember where Owner == AnalyticsSkillChatMetrics {
    public static var distinctConversationSkillUsedCount: Self { Self("distinct_conversation_skill_used_count") }
}
