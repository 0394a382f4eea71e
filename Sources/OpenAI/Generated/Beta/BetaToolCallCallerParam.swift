// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The execution context that produced this tool call.
///
/// The same JSON shape as `ToolCallCallerParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolCallCallerParam`
public typealias BetaToolCallCallerParam = ToolCallCallerParam
