// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Reasoning text from the model.
///
/// The same JSON shape as `ReasoningTextContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaReasoningTextContent`
public typealias BetaReasoningTextContent = ReasoningTextContent
