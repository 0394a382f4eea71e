// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseThinkingBlock
///
/// The same JSON shape as `ResponseThinkingBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseThinkingBlock`
public typealias BetaResponseThinkingBlock = ResponseThinkingBlock
