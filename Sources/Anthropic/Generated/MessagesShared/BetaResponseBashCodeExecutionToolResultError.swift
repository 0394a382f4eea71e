// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseBashCodeExecutionToolResultError
///
/// The same JSON shape as `ResponseBashCodeExecutionToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionToolResultError`
public typealias BetaResponseBashCodeExecutionToolResultError = ResponseBashCodeExecutionToolResultError
