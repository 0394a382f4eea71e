// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionOutputBlock
///
/// The same JSON shape as `ResponseCodeExecutionOutputBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCodeExecutionOutputBlock`
public typealias BetaResponseCodeExecutionOutputBlock = ResponseCodeExecutionOutputBlock
