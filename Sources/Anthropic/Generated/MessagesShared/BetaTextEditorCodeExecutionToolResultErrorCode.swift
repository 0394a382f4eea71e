// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// TextEditorCodeExecutionToolResultErrorCode
///
/// The same JSON shape as `TextEditorCodeExecutionToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTextEditorCodeExecutionToolResultErrorCode`
public typealias BetaTextEditorCodeExecutionToolResultErrorCode = TextEditorCodeExecutionToolResultErrorCode
