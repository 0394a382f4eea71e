// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single plugin on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsPluginClaudeCodeMetrics`
public nonisolated struct AnalyticsPluginClaudeCodeMetrics: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Number of distinct Claude Code sessions in which the plugin was invoked.
    ///
    /// Null on aggregated rows where a distinct count cannot be computed.
    public var distinctSessionPluginUsedCount: Int?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        distinctSessionPluginUsedCount: Int? = nil
    ) {
        self.distinctSessionPluginUsedCount = distinctSessionPluginUsedCount
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.distinctSessionPluginUsedCount = try container.decodeIfPresent(Int.self, forKey: "distinct_session_plugin_used_count")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.distinctSessionPluginUsedCount, forKey: "distinct_session_plugin_used_count")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsPluginClaudeCodeMetrics {
    public static var distinctSessionPluginUsedCount: Self { Self("distinct_session_plugin_used_count") }
}
