// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``read_page``'s config overrides.
///
/// The same JSON shape as `BrowserReadPageConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserReadPageConfigParam`
public typealias BetaBrowserReadPageConfigParam = BrowserReadPageConfigParam
