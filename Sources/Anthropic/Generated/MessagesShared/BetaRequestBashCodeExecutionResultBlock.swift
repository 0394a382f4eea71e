// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestBashCodeExecutionResultBlock
///
/// The same JSON shape as `RequestBashCodeExecutionResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestBashCodeExecutionResultBlock`
public typealias BetaRequestBashCodeExecutionResultBlock = RequestBashCodeExecutionResultBlock
