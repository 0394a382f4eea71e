// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A plugin's use in Cowork sessions recorded while members had Chat
/// and Cowork unified turned on.
///
/// The same JSON shape as `AnalyticsPluginChatCoworkUnifiedMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsPluginChatCoworkUnifiedMetrics`
public typealias BetaAnalyticsPluginChatCoworkUnifiedMetrics = AnalyticsPluginChatCoworkUnifiedMetrics
