// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionCreateResultBlock
///
/// The same JSON shape as `RequestTextEditorCodeExecutionCreateResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextEditorCodeExecutionCreateResultBlock`
public typealias BetaRequestTextEditorCodeExecutionCreateResultBlock = RequestTextEditorCodeExecutionCreateResultBlock
