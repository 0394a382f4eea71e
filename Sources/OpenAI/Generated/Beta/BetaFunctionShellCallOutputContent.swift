// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The content of a shell tool call output that was emitted.
///
/// The same JSON shape as `FunctionShellCallOutputContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallOutputContent`
public typealias BetaFunctionShellCallOutputContent = FunctionShellCallOutputContent
