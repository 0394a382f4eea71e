// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The conversation that this response belongs to. Items from this conversation are prepended to `input_items` for this response request.
/// Input items and output items from this response are automatically added to this conversation after this response completes.
///
///
/// The same JSON shape as `ConversationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaConversationParam`
public typealias BetaConversationParam = ConversationParam
