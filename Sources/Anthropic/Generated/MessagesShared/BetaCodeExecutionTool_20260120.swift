// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code execution tool with REPL state persistence (daemon mode + gVisor checkpoint).
///
/// The same JSON shape as `CodeExecutionTool_20260120`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeExecutionTool_20260120`
public typealias BetaCodeExecutionTool_20260120 = CodeExecutionTool_20260120
