// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Reasoning effort for SVG authoring.
///
/// When omitted, uses the author model's default in both Images and Responses.
///
/// The same JSON shape as `ResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning`
public typealias BetaResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning = ResponseToolSearchOutputItemParamToolImageGenerationSvgReasoning
