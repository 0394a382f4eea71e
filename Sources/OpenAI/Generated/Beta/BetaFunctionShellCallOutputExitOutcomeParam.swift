// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Indicates that the shell commands finished and returned an exit code.
///
/// The same JSON shape as `FunctionShellCallOutputExitOutcomeParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallOutputExitOutcomeParam`
public typealias BetaFunctionShellCallOutputExitOutcomeParam = FunctionShellCallOutputExitOutcomeParam
