// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestBashCodeExecutionToolResultError
///
/// The same JSON shape as `RequestBashCodeExecutionToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestBashCodeExecutionToolResultError`
public typealias BetaRequestBashCodeExecutionToolResultError = RequestBashCodeExecutionToolResultError
