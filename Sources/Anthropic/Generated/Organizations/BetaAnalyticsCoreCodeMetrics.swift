// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Core Claude Code activity metrics for a single user on a given day.
///
/// The same JSON shape as `AnalyticsCoreCodeMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsCoreCodeMetrics`
public typealias BetaAnalyticsCoreCodeMetrics = AnalyticsCoreCodeMetrics
