// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// How the model should select which tool (or tools) to use when generating
/// a response. See the `tools` parameter to see how to specify which tools
/// the model can call.
///
///
/// The same JSON shape as `ToolChoiceParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceParam`
public typealias BetaToolChoiceParam = ToolChoiceParam
