// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork activity metrics for a single connector on a given day.
///
/// The same JSON shape as `AnalyticsConnectorCoworkMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsConnectorCoworkMetrics`
public typealias BetaAnalyticsConnectorCoworkMetrics = AnalyticsConnectorCoworkMetrics
