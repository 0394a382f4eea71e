// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``switch_tab``'s config overrides.
///
/// The same JSON shape as `BrowserSwitchTabConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserSwitchTabConfigParam`
public typealias BetaBrowserSwitchTabConfigParam = BrowserSwitchTabConfigParam
