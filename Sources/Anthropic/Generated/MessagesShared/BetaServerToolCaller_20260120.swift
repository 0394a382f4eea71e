// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ServerToolCaller_20260120
///
/// The same JSON shape as `ServerToolCaller_20260120`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaServerToolCaller_20260120`
public typealias BetaServerToolCaller_20260120 = ServerToolCaller_20260120
