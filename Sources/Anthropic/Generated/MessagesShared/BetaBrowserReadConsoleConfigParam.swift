// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``read_console``'s config overrides.
///
/// The same JSON shape as `BrowserReadConsoleConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserReadConsoleConfigParam`
public typealias BetaBrowserReadConsoleConfigParam = BrowserReadConsoleConfigParam
