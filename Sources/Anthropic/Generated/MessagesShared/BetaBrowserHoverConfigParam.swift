// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``hover``'s config overrides.
///
/// The same JSON shape as `BrowserHoverConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserHoverConfigParam`
public typealias BetaBrowserHoverConfigParam = BrowserHoverConfigParam
