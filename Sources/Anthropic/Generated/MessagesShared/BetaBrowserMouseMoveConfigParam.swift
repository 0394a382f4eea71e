// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``mouse_move``'s config overrides.
///
/// The same JSON shape as `BrowserMouseMoveConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserMouseMoveConfigParam`
public typealias BetaBrowserMouseMoveConfigParam = BrowserMouseMoveConfigParam
