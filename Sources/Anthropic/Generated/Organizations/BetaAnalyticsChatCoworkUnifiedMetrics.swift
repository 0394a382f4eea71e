// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Activity in Chat and Cowork unified for one user on one day: `chat` holds
/// chat activity and `sessions` holds Cowork session activity.
///
/// The same JSON shape as `AnalyticsChatCoworkUnifiedMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsChatCoworkUnifiedMetrics`
public typealias BetaAnalyticsChatCoworkUnifiedMetrics = AnalyticsChatCoworkUnifiedMetrics
