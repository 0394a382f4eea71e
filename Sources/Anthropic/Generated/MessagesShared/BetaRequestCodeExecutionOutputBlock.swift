// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCodeExecutionOutputBlock
///
/// The same JSON shape as `RequestCodeExecutionOutputBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCodeExecutionOutputBlock`
public typealias BetaRequestCodeExecutionOutputBlock = RequestCodeExecutionOutputBlock
