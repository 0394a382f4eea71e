// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will not be allowed to use tools.
///
/// The same JSON shape as `ToolChoiceNone`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceNone`
public typealias BetaToolChoiceNone = ToolChoiceNone
