// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionToolResultError
///
/// The same JSON shape as `ResponseCodeExecutionToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCodeExecutionToolResultError`
public typealias BetaResponseCodeExecutionToolResultError = ResponseCodeExecutionToolResultError
