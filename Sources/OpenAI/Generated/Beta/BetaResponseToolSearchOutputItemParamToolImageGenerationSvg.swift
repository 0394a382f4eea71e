// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// SVG author model settings.
///
/// Requires `output_format` to be `svg`.
/// When SVG model selection is enabled, omitting this object uses the
/// outer response model. Otherwise, the default SVG author is used and
/// explicit model overrides are unavailable.
///
/// The same JSON shape as `ResponseToolSearchOutputItemParamToolImageGenerationSvg`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolSearchOutputItemParamToolImageGenerationSvg`
public typealias BetaResponseToolSearchOutputItemParamToolImageGenerationSvg = ResponseToolSearchOutputItemParamToolImageGenerationSvg
