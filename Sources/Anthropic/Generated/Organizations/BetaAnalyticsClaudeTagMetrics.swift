// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Tag activity metrics for a single linked user on a given day.
///
/// The same JSON shape as `AnalyticsClaudeTagMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsClaudeTagMetrics`
public typealias BetaAnalyticsClaudeTagMetrics = AnalyticsClaudeTagMetrics
