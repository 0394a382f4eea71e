// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``zoom``'s config overrides.
///
/// The same JSON shape as `BrowserZoomConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserZoomConfigParam`
public typealias BetaBrowserZoomConfigParam = BrowserZoomConfigParam
