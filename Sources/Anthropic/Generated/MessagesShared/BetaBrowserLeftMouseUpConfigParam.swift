// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_mouse_up``'s config overrides.
///
/// The same JSON shape as `BrowserLeftMouseUpConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserLeftMouseUpConfigParam`
public typealias BetaBrowserLeftMouseUpConfigParam = BrowserLeftMouseUpConfigParam
