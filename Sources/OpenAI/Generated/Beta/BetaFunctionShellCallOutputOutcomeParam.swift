// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The exit or timeout outcome associated with this shell call.
///
/// The same JSON shape as `FunctionShellCallOutputOutcomeParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallOutputOutcomeParam`
public typealias BetaFunctionShellCallOutputOutcomeParam = FunctionShellCallOutputOutcomeParam
