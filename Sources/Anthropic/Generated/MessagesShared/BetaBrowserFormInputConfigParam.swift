// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``form_input``'s config overrides.
///
/// The same JSON shape as `BrowserFormInputConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserFormInputConfigParam`
public typealias BetaBrowserFormInputConfigParam = BrowserFormInputConfigParam
