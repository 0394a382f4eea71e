// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``middle_click``'s config overrides.
///
/// The same JSON shape as `BrowserMiddleClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserMiddleClickConfigParam`
public typealias BetaBrowserMiddleClickConfigParam = BrowserMiddleClickConfigParam
