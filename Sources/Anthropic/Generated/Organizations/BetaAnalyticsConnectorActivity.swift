// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-connector activity data for a given day.
///
/// The same JSON shape as `AnalyticsConnectorActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsConnectorActivity`
public typealias BetaAnalyticsConnectorActivity = AnalyticsConnectorActivity
