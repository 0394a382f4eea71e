// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_click``'s config overrides.
///
/// The same JSON shape as `ComputerLeftClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerLeftClickConfigParam`
public typealias BetaComputerLeftClickConfigParam = ComputerLeftClickConfigParam
