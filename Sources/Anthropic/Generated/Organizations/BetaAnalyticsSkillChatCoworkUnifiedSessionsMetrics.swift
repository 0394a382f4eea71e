// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in Cowork sessions recorded while members had Chat
/// and Cowork unified turned on.
///
/// The same JSON shape as `AnalyticsSkillChatCoworkUnifiedSessionsMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillChatCoworkUnifiedSessionsMetrics`
public typealias BetaAnalyticsSkillChatCoworkUnifiedSessionsMetrics = AnalyticsSkillChatCoworkUnifiedSessionsMetrics
