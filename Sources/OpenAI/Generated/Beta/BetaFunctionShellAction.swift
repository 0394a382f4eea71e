// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Execute a shell command.
///
/// The same JSON shape as `FunctionShellAction`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellAction`
public typealias BetaFunctionShellAction = FunctionShellAction
