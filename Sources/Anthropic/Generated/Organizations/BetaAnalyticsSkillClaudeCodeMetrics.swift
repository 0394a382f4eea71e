// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Code activity metrics for a single skill on a given day.
///
/// The same JSON shape as `AnalyticsSkillClaudeCodeMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillClaudeCodeMetrics`
public typealias BetaAnalyticsSkillClaudeCodeMetrics = AnalyticsSkillClaudeCodeMetrics
