// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ErroredResult
///
/// The same JSON shape as `ErroredResult`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaErroredResult`
public typealias BetaErroredResult = ErroredResult
