// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Supported thinking type configurations.
///
/// The same JSON shape as `ThinkingTypes`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingTypes`
public typealias BetaThinkingTypes = ThinkingTypes
