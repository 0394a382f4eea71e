// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseBashCodeExecutionOutputBlock
///
/// The same JSON shape as `ResponseBashCodeExecutionOutputBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionOutputBlock`
public typealias BetaResponseBashCodeExecutionOutputBlock = ResponseBashCodeExecutionOutputBlock
