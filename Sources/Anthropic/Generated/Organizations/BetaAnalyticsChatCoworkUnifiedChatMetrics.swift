// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Chat activity recorded while members had Chat and Cowork unified turned
/// on.
///
/// The same JSON shape as `AnalyticsChatCoworkUnifiedChatMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsChatCoworkUnifiedChatMetrics`
public typealias BetaAnalyticsChatCoworkUnifiedChatMetrics = AnalyticsChatCoworkUnifiedChatMetrics
