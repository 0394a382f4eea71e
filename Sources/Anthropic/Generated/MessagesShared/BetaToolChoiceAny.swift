// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will use any available tools.
///
/// The same JSON shape as `ToolChoiceAny`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAny`
public typealias BetaToolChoiceAny = ToolChoiceAny
