// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionToolResultError
///
/// The same JSON shape as `ResponseTextEditorCodeExecutionToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextEditorCodeExecutionToolResultError`
public typealias BetaResponseTextEditorCodeExecutionToolResultError = ResponseTextEditorCodeExecutionToolResultError
