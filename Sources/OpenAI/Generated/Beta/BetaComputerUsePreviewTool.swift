// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool that controls a virtual computer. Learn more about the [computer tool](https://platform.openai.com/docs/guides/tools-computer-use).
///
/// The same JSON shape as `ComputerUsePreviewTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerUsePreviewTool`
public typealias BetaComputerUsePreviewTool = ComputerUsePreviewTool
