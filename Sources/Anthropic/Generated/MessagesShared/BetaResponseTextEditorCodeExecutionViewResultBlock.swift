// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextEditorCodeExecutionViewResultBlock
///
/// The same JSON shape as `ResponseTextEditorCodeExecutionViewResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextEditorCodeExecutionViewResultBlock`
public typealias BetaResponseTextEditorCodeExecutionViewResultBlock = ResponseTextEditorCodeExecutionViewResultBlock
