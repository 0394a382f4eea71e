// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will use the specified tool with `tool_choice.name`.
///
/// The same JSON shape as `ToolChoiceTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceTool`
public typealias BetaToolChoiceTool = ToolChoiceTool
