// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The conversation that this response belonged to. Input items and output items from this response were automatically added to this conversation.
///
/// The same JSON shape as `ResponseConversation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseConversation`
public typealias BetaResponseConversation = ResponseConversation
