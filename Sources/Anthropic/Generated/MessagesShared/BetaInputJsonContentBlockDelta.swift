// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InputJsonContentBlockDelta
///
/// The same JSON shape as `InputJsonContentBlockDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputJsonContentBlockDelta`
public typealias BetaInputJsonContentBlockDelta = InputJsonContentBlockDelta
