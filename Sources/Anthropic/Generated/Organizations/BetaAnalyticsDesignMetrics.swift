// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Design activity metrics for a single user on a given day.
///
/// The same JSON shape as `AnalyticsDesignMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsDesignMetrics`
public typealias BetaAnalyticsDesignMetrics = AnalyticsDesignMetrics
