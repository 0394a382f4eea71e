// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``triple_click``'s config overrides.
///
/// The same JSON shape as `ComputerTripleClickConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerTripleClickConfigParam`
public typealias BetaComputerTripleClickConfigParam = ComputerTripleClickConfigParam
