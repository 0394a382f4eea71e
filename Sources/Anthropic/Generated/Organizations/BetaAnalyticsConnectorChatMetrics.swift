// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude.ai activity metrics for a single connector on a given day.
///
/// The same JSON shape as `AnalyticsConnectorChatMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsConnectorChatMetrics`
public typealias BetaAnalyticsConnectorChatMetrics = AnalyticsConnectorChatMetrics
