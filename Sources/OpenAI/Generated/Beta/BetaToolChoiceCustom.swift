// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Use this option to force the model to call a specific custom tool.
///
///
/// The same JSON shape as `ToolChoiceCustom`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceCustom`
public typealias BetaToolChoiceCustom = ToolChoiceCustom
