// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Thinking capability details.
///
/// The same JSON shape as `ThinkingCapability`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingCapability`
public typealias BetaThinkingCapability = ThinkingCapability
