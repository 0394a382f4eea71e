// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single skill on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsSkillClaudeCodeMetrics`
public nonisolated struct AnalyticsSkillClaudeCodeMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct Claude Code sessions in which the skill was used.
    ///
    /// A skill counts as used only when it is explicitly activated — the model (or the
    /// user, via the skill's slash command) invokes it, reading its instructions into
    /// context as part of that activation. Skills that are merely installed or listed
    /// as available, or whose content reaches the context without an activation
    /// (preloaded, hook-injected, or read as a plain file), are not counted.
    /// Approximate (HLL, typical error <2%) in date-range mode. Null on aggregated rows
    /// where a distinct count cannot be computed.
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

nonisolated extension NullableMember where Owner == AnalyticsSkillClaudeCodeMetrics {
    public static var distinctSessionSkillUsedCount: Self { Self("distinct_session_skill_used_count") }
}
