// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``navigate``'s config overrides.
///
/// The same JSON shape as `BrowserNavigateConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserNavigateConfigParam`
public typealias BetaBrowserNavigateConfigParam = BrowserNavigateConfigParam
