// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebSearchResultBlock
///
/// The same JSON shape as `RequestWebSearchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestWebSearchResultBlock`
public typealias BetaRequestWebSearchResultBlock = RequestWebSearchResultBlock
