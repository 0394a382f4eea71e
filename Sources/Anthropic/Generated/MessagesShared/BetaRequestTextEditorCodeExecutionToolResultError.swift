// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionToolResultError
///
/// The same JSON shape as `RequestTextEditorCodeExecutionToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextEditorCodeExecutionToolResultError`
public typealias BetaRequestTextEditorCodeExecutionToolResultError = RequestTextEditorCodeExecutionToolResultError
