// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-day entry in the /summaries response.
///
/// The same JSON shape as `AnalyticsSingleDayActivitySummary`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSingleDayActivitySummary`
public typealias BetaAnalyticsSingleDayActivitySummary = AnalyticsSingleDayActivitySummary
