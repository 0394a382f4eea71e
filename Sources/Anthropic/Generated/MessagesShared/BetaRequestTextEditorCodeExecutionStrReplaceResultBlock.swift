// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionStrReplaceResultBlock
///
/// The same JSON shape as `RequestTextEditorCodeExecutionStrReplaceResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextEditorCodeExecutionStrReplaceResultBlock`
public typealias BetaRequestTextEditorCodeExecutionStrReplaceResultBlock = RequestTextEditorCodeExecutionStrReplaceResultBlock
