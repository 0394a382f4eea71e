// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude.ai activity metrics for a single user on a given day.
///
/// The same JSON shape as `AnalyticsChatMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsChatMetrics`
public typealias BetaAnalyticsChatMetrics = AnalyticsChatMetrics
