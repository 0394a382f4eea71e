// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A text input to the model.
///
/// The same JSON shape as `InputTextContentParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputTextContentParam`
public typealias BetaInputTextContentParam = InputTextContentParam
