// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebSearchToolResultError
///
/// The same JSON shape as `ResponseWebSearchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseWebSearchToolResultError`
public typealias BetaResponseWebSearchToolResultError = ResponseWebSearchToolResultError
