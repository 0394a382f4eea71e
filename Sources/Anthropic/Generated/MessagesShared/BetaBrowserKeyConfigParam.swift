// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``key``'s config overrides.
///
/// The same JSON shape as `BrowserKeyConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserKeyConfigParam`
public typealias BetaBrowserKeyConfigParam = BrowserKeyConfigParam
