// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Forces the model to call the shell tool when a tool call is required.
///
/// The same JSON shape as `SpecificFunctionShellParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpecificFunctionShellParam`
public typealias BetaSpecificFunctionShellParam = SpecificFunctionShellParam
