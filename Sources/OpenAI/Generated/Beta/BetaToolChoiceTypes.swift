// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Indicates that the model should use a built-in tool to generate a response.
/// [Learn more about built-in tools](https://platform.openai.com/docs/guides/tools).
///
///
/// The same JSON shape as `ToolChoiceTypes`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceTypes`
public typealias BetaToolChoiceTypes = ToolChoiceTypes
