// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Constrains the tools available to the model to a pre-defined set.
///
///
/// The same JSON shape as `ToolChoiceAllowed`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAllowed`
public typealias BetaToolChoiceAllowed = ToolChoiceAllowed
