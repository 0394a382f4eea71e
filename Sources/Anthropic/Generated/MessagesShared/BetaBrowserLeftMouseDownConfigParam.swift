// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_mouse_down``'s config overrides.
///
/// The same JSON shape as `BrowserLeftMouseDownConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserLeftMouseDownConfigParam`
public typealias BetaBrowserLeftMouseDownConfigParam = BrowserLeftMouseDownConfigParam
