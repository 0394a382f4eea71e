// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single user on a given day.
///
/// - Schema: `#/components/schemas/AnalyticsClaudeCodeMetrics`
public nonisolated struct AnalyticsClaudeCodeMetrics: Codable, Equatable, Sendable, EmptyDecodable {
    /// Core Claude Code activity metrics for a single user on a given day.
    public var coreMetrics: AnalyticsCoreCodeMetrics

    /// Per-tool accepted/rejected counts for Claude Code file modification tools.
    public var toolActions: AnalyticsToolActions

    public init(
        coreMetrics: AnalyticsCoreCodeMetrics,
        toolActions: AnalyticsToolActions
    ) {
        self.coreMetrics = coreMetrics
        self.toolActions = toolActions
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            coreMetrics: .emptyValue,
            toolActions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.coreMetrics = try container.decodeRequired(AnalyticsCoreCodeMetrics.self, forKey: "core_metrics", in: decoder)
        self.toolActions = try container.decodeRequired(AnalyticsToolActions.self, forKey: "tool_actions", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.coreMetrics, forKey: "core_metrics")
        try container.encode(self.toolActions, forKey: "tool_actions")
    }
}
