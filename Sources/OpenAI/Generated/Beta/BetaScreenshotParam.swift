// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A screenshot action.
///
/// The same JSON shape as `ScreenshotParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaScreenshotParam`
public typealias BetaScreenshotParam = ScreenshotParam
