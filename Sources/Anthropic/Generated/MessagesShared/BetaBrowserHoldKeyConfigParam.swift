// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``hold_key``'s config overrides.
///
/// The same JSON shape as `BrowserHoldKeyConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserHoldKeyConfigParam`
public typealias BetaBrowserHoldKeyConfigParam = BrowserHoldKeyConfigParam
