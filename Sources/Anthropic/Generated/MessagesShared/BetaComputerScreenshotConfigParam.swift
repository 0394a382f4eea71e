// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``screenshot``'s config overrides.
///
/// The same JSON shape as `ComputerScreenshotConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerScreenshotConfigParam`
public typealias BetaComputerScreenshotConfigParam = ComputerScreenshotConfigParam
