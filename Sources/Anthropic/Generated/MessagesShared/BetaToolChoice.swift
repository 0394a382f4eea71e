// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// How the model should use the provided tools. The model can use a specific tool, any available tool, decide by itself, or not use tools at all.
///
/// The same JSON shape as `ToolChoice`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoice`
public typealias BetaToolChoice = ToolChoice
