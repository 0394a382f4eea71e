// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An error produced while attempting moderation for the response input or output.
///
/// The same JSON shape as `ModerationErrorBody`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationErrorBody`
public typealias BetaModerationErrorBody = ModerationErrorBody
