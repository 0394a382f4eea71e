// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionResultBlock
///
/// The same JSON shape as `ResponseCodeExecutionResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCodeExecutionResultBlock`
public typealias BetaResponseCodeExecutionResultBlock = ResponseCodeExecutionResultBlock
