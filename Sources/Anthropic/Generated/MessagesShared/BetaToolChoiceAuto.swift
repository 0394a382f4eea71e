// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The model will automatically decide whether to use tools.
///
/// The same JSON shape as `ToolChoiceAuto`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceAuto`
public typealias BetaToolChoiceAuto = ToolChoiceAuto
