// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Commands and limits describing how to run the shell tool call.
///
/// The same JSON shape as `FunctionShellActionParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellActionParam`
public typealias BetaFunctionShellActionParam = FunctionShellActionParam
