// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolUseBlock
///
/// The same JSON shape as `RequestToolUseBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestToolUseBlock`
public typealias BetaRequestToolUseBlock = RequestToolUseBlock
