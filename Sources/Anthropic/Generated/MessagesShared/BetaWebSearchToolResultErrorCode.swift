// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebSearchToolResultErrorCode
///
/// The same JSON shape as `WebSearchToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchToolResultErrorCode`
public typealias BetaWebSearchToolResultErrorCode = WebSearchToolResultErrorCode
