// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestThinkingBlock
///
/// The same JSON shape as `RequestThinkingBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestThinkingBlock`
public typealias BetaRequestThinkingBlock = RequestThinkingBlock
