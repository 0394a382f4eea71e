// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestBashCodeExecutionToolResultBlock
///
/// The same JSON shape as `RequestBashCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestBashCodeExecutionToolResultBlock`
public typealias BetaRequestBashCodeExecutionToolResultBlock = RequestBashCodeExecutionToolResultBlock
