// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``scroll``'s config overrides.
///
/// The same JSON shape as `ComputerScrollConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerScrollConfigParam`
public typealias BetaComputerScrollConfigParam = ComputerScrollConfigParam
