// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InputSchema
///
/// The same JSON shape as `InputSchema`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputSchema`
public typealias BetaInputSchema = InputSchema
