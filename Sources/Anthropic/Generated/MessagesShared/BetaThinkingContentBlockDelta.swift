// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingContentBlockDelta
///
/// The same JSON shape as `ThinkingContentBlockDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingContentBlockDelta`
public typealias BetaThinkingContentBlockDelta = ThinkingContentBlockDelta
