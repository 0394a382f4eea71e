// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Moderation results or errors for the response input and output.
///
/// The same JSON shape as `Moderation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModeration`
public typealias BetaModeration = OpenAIResponses.Moderation
