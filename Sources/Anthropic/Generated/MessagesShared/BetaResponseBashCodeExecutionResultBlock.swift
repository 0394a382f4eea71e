// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseBashCodeExecutionResultBlock
///
/// The same JSON shape as `ResponseBashCodeExecutionResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionResultBlock`
public typealias BetaResponseBashCodeExecutionResultBlock = ResponseBashCodeExecutionResultBlock
