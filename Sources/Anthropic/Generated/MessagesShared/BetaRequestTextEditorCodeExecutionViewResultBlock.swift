// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionViewResultBlock
///
/// The same JSON shape as `RequestTextEditorCodeExecutionViewResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextEditorCodeExecutionViewResultBlock`
public typealias BetaRequestTextEditorCodeExecutionViewResultBlock = RequestTextEditorCodeExecutionViewResultBlock
