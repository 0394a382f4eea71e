// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``zoom``'s config overrides.
///
/// The same JSON shape as `ComputerZoomConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerZoomConfigParam`
public typealias BetaComputerZoomConfigParam = ComputerZoomConfigParam
