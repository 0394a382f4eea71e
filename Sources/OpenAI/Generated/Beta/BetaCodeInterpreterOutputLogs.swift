// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The logs output from the code interpreter.
///
/// The same JSON shape as `CodeInterpreterOutputLogs`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeInterpreterOutputLogs`
public typealias BetaCodeInterpreterOutputLogs = CodeInterpreterOutputLogs
