// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single user on a given day within one Office product.
///
/// The same JSON shape as `AnalyticsOfficeProductMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsOfficeProductMetrics`
public typealias BetaAnalyticsOfficeProductMetrics = AnalyticsOfficeProductMetrics
