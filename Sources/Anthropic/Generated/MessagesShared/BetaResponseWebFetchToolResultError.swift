// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebFetchToolResultError
///
/// The same JSON shape as `ResponseWebFetchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseWebFetchToolResultError`
public typealias BetaResponseWebFetchToolResultError = ResponseWebFetchToolResultError
