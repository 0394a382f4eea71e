// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The input tokens detailed information for the image generation.
///
/// The same JSON shape as `ResponseToolUsageImageGenInputTokensDetails`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolUsageImageGenInputTokensDetails`
public typealias BetaResponseToolUsageImageGenInputTokensDetails = ResponseToolUsageImageGenInputTokensDetails
