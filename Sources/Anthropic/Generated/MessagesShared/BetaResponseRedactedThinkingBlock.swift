// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseRedactedThinkingBlock
///
/// The same JSON shape as `ResponseRedactedThinkingBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseRedactedThinkingBlock`
public typealias BetaResponseRedactedThinkingBlock = ResponseRedactedThinkingBlock
