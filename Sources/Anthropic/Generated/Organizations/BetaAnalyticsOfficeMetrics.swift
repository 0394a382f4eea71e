// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single user on a given day, broken out by Office product.
///
/// The same JSON shape as `AnalyticsOfficeMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsOfficeMetrics`
public typealias BetaAnalyticsOfficeMetrics = AnalyticsOfficeMetrics
