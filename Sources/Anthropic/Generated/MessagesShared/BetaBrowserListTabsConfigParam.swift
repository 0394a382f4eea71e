// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``list_tabs``'s config overrides.
///
/// The same JSON shape as `BrowserListTabsConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserListTabsConfigParam`
public typealias BetaBrowserListTabsConfigParam = BrowserListTabsConfigParam
