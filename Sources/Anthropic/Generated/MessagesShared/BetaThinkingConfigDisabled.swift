// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingConfigDisabled
///
/// The same JSON shape as `ThinkingConfigDisabled`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingConfigDisabled`
public typealias BetaThinkingConfigDisabled = ThinkingConfigDisabled
