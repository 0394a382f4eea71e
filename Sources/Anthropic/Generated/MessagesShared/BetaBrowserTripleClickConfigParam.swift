// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``triple_click``'s config overrides.
///
/// The same JSON shape as `BrowserTripleClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserTripleClickConfigParam`
public typealias BetaBrowserTripleClickConfigParam = BrowserTripleClickConfigParam
