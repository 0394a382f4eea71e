// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``find``'s config overrides.
///
/// The same JSON shape as `BrowserFindConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserFindConfigParam`
public typealias BetaBrowserFindConfigParam = BrowserFindConfigParam
