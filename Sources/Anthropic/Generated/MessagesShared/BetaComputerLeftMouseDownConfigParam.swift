// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_mouse_down``'s config overrides.
///
/// The same JSON shape as `ComputerLeftMouseDownConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerLeftMouseDownConfigParam`
public typealias BetaComputerLeftMouseDownConfigParam = ComputerLeftMouseDownConfigParam
