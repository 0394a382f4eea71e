// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ThinkingConfigAdaptive
///
/// The same JSON shape as `ThinkingConfigAdaptive`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingConfigAdaptive`
public typealias BetaThinkingConfigAdaptive = ThinkingConfigAdaptive
