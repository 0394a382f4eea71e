// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``type``'s config overrides.
///
/// The same JSON shape as `ComputerTypeConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerTypeConfigParam`
public typealias BetaComputerTypeConfigParam = ComputerTypeConfigParam
