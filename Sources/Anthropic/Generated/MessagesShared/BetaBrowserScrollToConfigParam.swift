// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``scroll_to``'s config overrides.
///
/// The same JSON shape as `BrowserScrollToConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserScrollToConfigParam`
public typealias BetaBrowserScrollToConfigParam = BrowserScrollToConfigParam
