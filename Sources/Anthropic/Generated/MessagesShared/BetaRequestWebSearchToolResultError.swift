// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Error
///
/// The same JSON shape as `RequestWebSearchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestWebSearchToolResultError`
public typealias BetaRequestWebSearchToolResultError = RequestWebSearchToolResultError
