// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestBashCodeExecutionOutputBlock
///
/// The same JSON shape as `RequestBashCodeExecutionOutputBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestBashCodeExecutionOutputBlock`
public typealias BetaRequestBashCodeExecutionOutputBlock = RequestBashCodeExecutionOutputBlock
