// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``right_click``'s config overrides.
///
/// The same JSON shape as `BrowserRightClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserRightClickConfigParam`
public typealias BetaBrowserRightClickConfigParam = BrowserRightClickConfigParam
