// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Captured stdout and stderr for a portion of a shell tool call output.
///
/// The same JSON shape as `FunctionShellCallOutputContentParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallOutputContentParam`
public typealias BetaFunctionShellCallOutputContentParam = FunctionShellCallOutputContentParam
