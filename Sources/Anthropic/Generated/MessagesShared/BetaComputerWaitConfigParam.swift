// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``wait``'s config overrides.
///
/// The same JSON shape as `ComputerWaitConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerWaitConfigParam`
public typealias BetaComputerWaitConfigParam = ComputerWaitConfigParam
