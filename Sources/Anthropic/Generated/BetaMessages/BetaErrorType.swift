// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// ErrorType
///
/// The same JSON shape as `ErrorType`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaErrorType`
public typealias BetaErrorType = ErrorType
