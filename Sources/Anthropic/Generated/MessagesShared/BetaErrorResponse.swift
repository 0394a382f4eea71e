// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ErrorResponse
///
/// The same JSON shape as `ErrorResponse`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaErrorResponse`
public typealias BetaErrorResponse = ErrorResponse
