// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``key``'s config overrides.
///
/// The same JSON shape as `ComputerKeyConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerKeyConfigParam`
public typealias BetaComputerKeyConfigParam = ComputerKeyConfigParam
