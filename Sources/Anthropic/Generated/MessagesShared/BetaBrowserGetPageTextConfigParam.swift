// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``get_page_text``'s config overrides.
///
/// The same JSON shape as `BrowserGetPageTextConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserGetPageTextConfigParam`
public typealias BetaBrowserGetPageTextConfigParam = BrowserGetPageTextConfigParam
