// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingDisplayMode
///
/// The same JSON shape as `ThinkingDisplayMode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingDisplayMode`
public typealias BetaThinkingDisplayMode = ThinkingDisplayMode
