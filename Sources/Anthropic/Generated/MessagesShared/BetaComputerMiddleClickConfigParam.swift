// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``middle_click``'s config overrides.
///
/// The same JSON shape as `ComputerMiddleClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerMiddleClickConfigParam`
public typealias BetaComputerMiddleClickConfigParam = ComputerMiddleClickConfigParam
