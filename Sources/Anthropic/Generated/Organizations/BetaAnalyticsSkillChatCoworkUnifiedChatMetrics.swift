// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A skill's use in chat conversations recorded while members had
/// Chat and Cowork unified turned on.
///
/// The same JSON shape as `AnalyticsSkillChatCoworkUnifiedChatMetrics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillChatCoworkUnifiedChatMetrics`
public typealias BetaAnalyticsSkillChatCoworkUnifiedChatMetrics = AnalyticsSkillChatCoworkUnifiedChatMetrics
