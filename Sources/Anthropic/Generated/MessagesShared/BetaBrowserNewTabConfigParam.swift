// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``new_tab``'s config overrides.
///
/// The same JSON shape as `BrowserNewTabConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserNewTabConfigParam`
public typealias BetaBrowserNewTabConfigParam = BrowserNewTabConfigParam
