// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ServerToolUsage
///
/// The same JSON shape as `ServerToolUsage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaServerToolUsage`
public typealias BetaServerToolUsage = ServerToolUsage
