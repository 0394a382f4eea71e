// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CodeExecutionToolResultErrorCode
///
/// The same JSON shape as `CodeExecutionToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCodeExecutionToolResultErrorCode`
public typealias BetaCodeExecutionToolResultErrorCode = CodeExecutionToolResultErrorCode
