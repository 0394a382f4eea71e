// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool that generates images using the GPT image models.
///
///
/// The same JSON shape as `ImageGenTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaImageGenTool`
public typealias BetaImageGenTool = ImageGenTool
