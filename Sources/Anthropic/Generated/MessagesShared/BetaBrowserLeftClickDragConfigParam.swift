// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_click_drag``'s config overrides.
///
/// The same JSON shape as `BrowserLeftClickDragConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserLeftClickDragConfigParam`
public typealias BetaBrowserLeftClickDragConfigParam = BrowserLeftClickDragConfigParam
