// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork activity metrics for a single skill on a given day.
///
/// The same JSON shape as `AnalyticsSkillCoworkMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillCoworkMetrics`
public typealias BetaAnalyticsSkillCoworkMetrics = AnalyticsSkillCoworkMetrics
