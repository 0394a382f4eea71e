// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Office Agent activity metrics for a single connector on a given day within one Office product.
///
/// The same JSON shape as `AnalyticsConnectorOfficeProductMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsConnectorOfficeProductMetrics`
public typealias BetaAnalyticsConnectorOfficeProductMetrics = AnalyticsConnectorOfficeProductMetrics
