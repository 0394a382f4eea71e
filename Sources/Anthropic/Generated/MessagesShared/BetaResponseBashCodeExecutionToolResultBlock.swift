// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseBashCodeExecutionToolResultBlock
///
/// The same JSON shape as `ResponseBashCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionToolResultBlock`
public typealias BetaResponseBashCodeExecutionToolResultBlock = ResponseBashCodeExecutionToolResultBlock
