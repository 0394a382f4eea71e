// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RateLimitError
///
/// The same JSON shape as `RateLimitError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRateLimitError`
public typealias BetaRateLimitError = RateLimitError
