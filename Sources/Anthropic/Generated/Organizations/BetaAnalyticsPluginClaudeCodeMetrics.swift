// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single plugin on a given day.
///
/// The same JSON shape as `AnalyticsPluginClaudeCodeMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsPluginClaudeCodeMetrics`
public typealias BetaAnalyticsPluginClaudeCodeMetrics = AnalyticsPluginClaudeCodeMetrics
