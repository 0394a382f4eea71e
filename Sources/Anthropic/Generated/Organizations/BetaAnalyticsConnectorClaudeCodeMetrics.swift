// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single connector on a given day.
///
/// The same JSON shape as `AnalyticsConnectorClaudeCodeMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsConnectorClaudeCodeMetrics`
public typealias BetaAnalyticsConnectorClaudeCodeMetrics = AnalyticsConnectorClaudeCodeMetrics
