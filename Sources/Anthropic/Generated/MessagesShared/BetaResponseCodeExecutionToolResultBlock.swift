// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionToolResultBlock
///
/// The same JSON shape as `ResponseCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCodeExecutionToolResultBlock`
public typealias BetaResponseCodeExecutionToolResultBlock = ResponseCodeExecutionToolResultBlock
