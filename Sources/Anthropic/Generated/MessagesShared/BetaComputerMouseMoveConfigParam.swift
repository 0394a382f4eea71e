// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``mouse_move``'s config overrides.
///
/// The same JSON shape as `ComputerMouseMoveConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerMouseMoveConfigParam`
public typealias BetaComputerMouseMoveConfigParam = ComputerMouseMoveConfigParam
