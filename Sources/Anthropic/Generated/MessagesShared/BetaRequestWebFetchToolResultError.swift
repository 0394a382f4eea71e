// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebFetchToolResultError
///
/// The same JSON shape as `RequestWebFetchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestWebFetchToolResultError`
public typealias BetaRequestWebFetchToolResultError = RequestWebFetchToolResultError
