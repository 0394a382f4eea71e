// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``double_click``'s config overrides.
///
/// The same JSON shape as `ComputerDoubleClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerDoubleClickConfigParam`
public typealias BetaComputerDoubleClickConfigParam = ComputerDoubleClickConfigParam
