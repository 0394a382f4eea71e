// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``hold_key``'s config overrides.
///
/// The same JSON shape as `ComputerHoldKeyConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerHoldKeyConfigParam`
public typealias BetaComputerHoldKeyConfigParam = ComputerHoldKeyConfigParam
