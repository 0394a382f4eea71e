// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionToolResultBlock
///
/// The same JSON shape as `RequestTextEditorCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextEditorCodeExecutionToolResultBlock`
public typealias BetaRequestTextEditorCodeExecutionToolResultBlock = RequestTextEditorCodeExecutionToolResultBlock
