// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BashCodeExecutionToolResultErrorCode
///
/// The same JSON shape as `BashCodeExecutionToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBashCodeExecutionToolResultErrorCode`
public typealias BetaBashCodeExecutionToolResultErrorCode = BashCodeExecutionToolResultErrorCode
