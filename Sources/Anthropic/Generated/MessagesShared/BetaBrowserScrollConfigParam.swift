// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``scroll``'s config overrides.
///
/// The same JSON shape as `BrowserScrollConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserScrollConfigParam`
public typealias BetaBrowserScrollConfigParam = BrowserScrollConfigParam
