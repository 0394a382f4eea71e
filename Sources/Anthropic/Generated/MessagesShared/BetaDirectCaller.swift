// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool invocation directly from the model.
///
/// The same JSON shape as `DirectCaller`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDirectCaller`
public typealias BetaDirectCaller = DirectCaller
