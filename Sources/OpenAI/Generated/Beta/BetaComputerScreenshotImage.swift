// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A computer screenshot image used with the computer use tool.
///
///
/// The same JSON shape as `ComputerScreenshotImage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerScreenshotImage`
public typealias BetaComputerScreenshotImage = ComputerScreenshotImage
