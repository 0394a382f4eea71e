// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specifies who can invoke a tool.
///
/// Values:
///     direct: The model can call this tool directly.
///     code_execution_20250825: The tool can be called from the code execution environment (v1).
///     code_execution_20260120: The tool can be called from the code execution environment (v2 with persistence).
///
/// The same JSON shape as `AllowedCaller`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAllowedCaller`
public typealias BetaAllowedCaller = AnthropicMessages.AllowedCaller
