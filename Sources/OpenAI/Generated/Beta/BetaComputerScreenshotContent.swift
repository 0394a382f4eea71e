// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A screenshot of a computer.
///
/// The same JSON shape as `ComputerScreenshotContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerScreenshotContent`
public typealias BetaComputerScreenshotContent = ComputerScreenshotContent
