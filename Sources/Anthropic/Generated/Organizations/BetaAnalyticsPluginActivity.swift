// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-plugin install + invocation activity for a given day.
///
/// With `group_by[]=user_id` / `rbac_group_id` / `product` (`cowork`,
/// `claude_code` and `chat_cowork_unified` only on this endpoint) each row is
/// one (plugin, user), (plugin, group), or (plugin, product) cut: the flat
/// `user_id` / `rbac_group_id` / `product` keys carry the cut and the counts
/// are scoped to it.
///
/// The same JSON shape as `AnalyticsPluginActivity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsPluginActivity`
public typealias BetaAnalyticsPluginActivity = AnalyticsPluginActivity
