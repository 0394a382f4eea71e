// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cowork session activity recorded while members had Chat and Cowork
/// unified turned on.
///
/// The same JSON shape as `AnalyticsChatCoworkUnifiedSessionsMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsChatCoworkUnifiedSessionsMetrics`
public typealias BetaAnalyticsChatCoworkUnifiedSessionsMetrics = AnalyticsChatCoworkUnifiedSessionsMetrics
