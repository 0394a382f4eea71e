// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionCreateResultBlock
///
/// The same JSON shape as `ResponseTextEditorCodeExecutionCreateResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextEditorCodeExecutionCreateResultBlock`
public typealias BetaResponseTextEditorCodeExecutionCreateResultBlock = ResponseTextEditorCodeExecutionCreateResultBlock
