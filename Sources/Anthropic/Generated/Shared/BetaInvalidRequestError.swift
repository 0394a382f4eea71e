// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// InvalidRequestError
///
/// The same JSON shape as `InvalidRequestError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInvalidRequestError`
public typealias BetaInvalidRequestError = InvalidRequestError
