// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Aggregated usage statistics for image generation tool calls.
///
/// The same JSON shape as `ResponseToolUsageImageGen`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolUsageImageGen`
public typealias BetaResponseToolUsageImageGen = ResponseToolUsageImageGen
