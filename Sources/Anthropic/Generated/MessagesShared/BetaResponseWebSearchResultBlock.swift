// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebSearchResultBlock
///
/// The same JSON shape as `ResponseWebSearchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseWebSearchResultBlock`
public typealias BetaResponseWebSearchResultBlock = ResponseWebSearchResultBlock
