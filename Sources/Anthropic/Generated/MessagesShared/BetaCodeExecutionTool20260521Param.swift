// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code execution tool with REPL state persistence.
///
/// The same JSON shape as `CodeExecutionTool20260521Param`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeExecutionTool20260521Param`
public typealias BetaCodeExecutionTool20260521Param = CodeExecutionTool20260521Param
