// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Indicates that the shell call exceeded its configured time limit.
///
/// The same JSON shape as `FunctionShellCallOutputTimeoutOutcome`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallOutputTimeoutOutcome`
public typealias BetaFunctionShellCallOutputTimeoutOutcome = FunctionShellCallOutputTimeoutOutcome
