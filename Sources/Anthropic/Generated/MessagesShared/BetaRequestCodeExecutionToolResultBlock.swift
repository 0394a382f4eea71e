// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCodeExecutionToolResultBlock
///
/// The same JSON shape as `RequestCodeExecutionToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCodeExecutionToolResultBlock`
public typealias BetaRequestCodeExecutionToolResultBlock = RequestCodeExecutionToolResultBlock
