// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in Chat and Cowork unified on one day: `chat` holds its use
/// in chat conversations and `sessions` its use in Cowork sessions.
///
/// The same JSON shape as `AnalyticsSkillChatCoworkUnifiedMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillChatCoworkUnifiedMetrics`
public typealias BetaAnalyticsSkillChatCoworkUnifiedMetrics = AnalyticsSkillChatCoworkUnifiedMetrics
