// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-skill activity data for a given day.
///
/// The same JSON shape as `AnalyticsSkillActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsSkillActivity`
public typealias BetaAnalyticsSkillActivity = AnalyticsSkillActivity
