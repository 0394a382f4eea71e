// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork activity metrics for a single plugin on a given day.
///
/// The same JSON shape as `AnalyticsPluginCoworkMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsPluginCoworkMetrics`
public typealias BetaAnalyticsPluginCoworkMetrics = AnalyticsPluginCoworkMetrics
