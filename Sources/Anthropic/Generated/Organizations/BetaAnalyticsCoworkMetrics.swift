// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork activity metrics for a single user on a given day.
///
/// The same JSON shape as `AnalyticsCoworkMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsCoworkMetrics`
public typealias BetaAnalyticsCoworkMetrics = AnalyticsCoworkMetrics
