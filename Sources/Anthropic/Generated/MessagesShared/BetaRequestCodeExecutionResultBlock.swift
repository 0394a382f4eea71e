// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Result Block
///
/// The same JSON shape as `RequestCodeExecutionResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCodeExecutionResultBlock`
public typealias BetaRequestCodeExecutionResultBlock = RequestCodeExecutionResultBlock
