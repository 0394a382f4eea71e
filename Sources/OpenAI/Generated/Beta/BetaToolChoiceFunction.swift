// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Use this option to force the model to call a specific function.
///
///
/// The same JSON shape as `ToolChoiceFunction`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceFunction`
public typealias BetaToolChoiceFunction = ToolChoiceFunction
