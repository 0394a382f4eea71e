// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// All possible effort levels.
///
/// The same JSON shape as `EffortLevel`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaEffortLevel`
public typealias BetaEffortLevel = EffortLevel
