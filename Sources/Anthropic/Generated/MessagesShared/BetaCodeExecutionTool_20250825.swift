// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CodeExecutionTool_20250825
///
/// The same JSON shape as `CodeExecutionTool_20250825`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeExecutionTool_20250825`
public typealias BetaCodeExecutionTool_20250825 = CodeExecutionTool_20250825
