// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Effort (reasoning_effort) capability details.
///
/// The same JSON shape as `EffortCapability`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaEffortCapability`
public typealias BetaEffortCapability = EffortCapability
