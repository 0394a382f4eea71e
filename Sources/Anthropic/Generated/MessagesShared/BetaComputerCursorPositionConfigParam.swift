// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``cursor_position``'s config overrides.
///
/// The same JSON shape as `ComputerCursorPositionConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerCursorPositionConfigParam`
public typealias BetaComputerCursorPositionConfigParam = ComputerCursorPositionConfigParam
