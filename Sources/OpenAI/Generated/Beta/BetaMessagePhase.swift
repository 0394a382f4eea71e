// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Labels an `assistant` message as intermediate commentary (`commentary`) or the final answer (`final_answer`).
/// For models like `gpt-5.3-codex` and beyond, when sending follow-up requests, preserve and resend
/// phase on all assistant messages — dropping it can degrade performance. Not used for user messages.
///
///
/// The same JSON shape as `MessagePhase`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMessagePhase`
public typealias BetaMessagePhase = MessagePhase
