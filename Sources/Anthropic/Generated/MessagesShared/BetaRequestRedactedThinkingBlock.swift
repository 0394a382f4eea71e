// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestRedactedThinkingBlock
///
/// The same JSON shape as `RequestRedactedThinkingBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestRedactedThinkingBlock`
public typealias BetaRequestRedactedThinkingBlock = RequestRedactedThinkingBlock
