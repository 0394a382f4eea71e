// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-user activity data for a given day.
///
/// The same JSON shape as `AnalyticsUserActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsUserActivity`
public typealias BetaAnalyticsUserActivity = AnalyticsUserActivity
