// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The conversation that this response belongs to.
///
/// The same JSON shape as `ConversationReference`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaConversationParam-2`
public typealias BetaConversationReference = ConversationReference
