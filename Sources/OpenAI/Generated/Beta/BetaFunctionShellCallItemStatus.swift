// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Status values reported for shell tool calls.
///
/// The same JSON shape as `FunctionShellCallItemStatus`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFunctionShellCallItemStatus`
public typealias BetaFunctionShellCallItemStatus = FunctionShellCallItemStatus
