// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``close_tab``'s config overrides.
///
/// The same JSON shape as `BrowserCloseTabConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserCloseTabConfigParam`
public typealias BetaBrowserCloseTabConfigParam = BrowserCloseTabConfigParam
