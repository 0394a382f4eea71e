// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionStrReplaceResultBlock
///
/// The same JSON shape as `ResponseTextEditorCodeExecutionStrReplaceResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextEditorCodeExecutionStrReplaceResultBlock`
public typealias BetaResponseTextEditorCodeExecutionStrReplaceResultBlock = ResponseTextEditorCodeExecutionStrReplaceResultBlock
