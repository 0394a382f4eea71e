// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// NotFoundError
///
/// The same JSON shape as `NotFoundError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaNotFoundError`
public typealias BetaNotFoundError = NotFoundError
