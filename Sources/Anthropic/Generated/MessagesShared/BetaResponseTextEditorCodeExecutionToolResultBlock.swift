// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionToolResultBlock
///
/// The same JSON shape as `ResponseTextEditorCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextEditorCodeExecutionToolResultBlock`
public typealias BetaResponseTextEditorCodeExecutionToolResultBlock = ResponseTextEditorCodeExecutionToolResultBlock
