// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The image output from the code interpreter.
///
/// The same JSON shape as `CodeInterpreterOutputImage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeInterpreterOutputImage`
public typealias BetaCodeInterpreterOutputImage = CodeInterpreterOutputImage
