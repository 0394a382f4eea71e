// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``read_network``'s config overrides.
///
/// The same JSON shape as `BrowserReadNetworkConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserReadNetworkConfigParam`
public typealias BetaBrowserReadNetworkConfigParam = BrowserReadNetworkConfigParam
