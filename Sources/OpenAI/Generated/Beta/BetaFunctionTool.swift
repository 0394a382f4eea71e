// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Defines a function in your own code the model can choose to call. Learn more about [function calling](https://platform.openai.com/docs/guides/function-calling).
///
/// The same JSON shape as `FunctionTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionTool`
public typealias BetaFunctionTool = FunctionTool
