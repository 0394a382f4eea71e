// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single skill on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsSkillClaudeCodeMetrics`
public struct AnalyticsSkillClaudeCodeMetrics: Codable, Equatable, Sendable, EmptyDecodable {
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
