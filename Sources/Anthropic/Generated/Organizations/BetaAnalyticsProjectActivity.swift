// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-project activity data for a given day.
///
/// The same JSON shape as `AnalyticsProjectActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsProjectActivity`
public typealias BetaAnalyticsProjectActivity = AnalyticsProjectActivity
