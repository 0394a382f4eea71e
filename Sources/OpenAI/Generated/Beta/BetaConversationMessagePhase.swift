// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The same JSON shape as `ConversationMessagePhase`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMessagePhase-2`
public typealias BetaConversationMessagePhase = ConversationMessagePhase
