// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool that allows the model to execute shell commands.
///
/// The same JSON shape as `FunctionShellToolParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellToolParam`
public typealias BetaFunctionShellToolParam = FunctionShellToolParam
