// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``javascript_exec``'s config overrides.
///
/// The same JSON shape as `BrowserJavascriptExecConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserJavascriptExecConfigParam`
public typealias BetaBrowserJavascriptExecConfigParam = BrowserJavascriptExecConfigParam
