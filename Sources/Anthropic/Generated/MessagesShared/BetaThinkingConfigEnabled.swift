// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingConfigEnabled
///
/// The same JSON shape as `ThinkingConfigEnabled`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingConfigEnabled`
public typealias BetaThinkingConfigEnabled = ThinkingConfigEnabled
