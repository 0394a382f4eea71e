// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user in the organization, identified by tagged id and email address.
///
/// The same JSON shape as `AnalyticsUser`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsUser`
public typealias BetaAnalyticsUser = AnalyticsUser
