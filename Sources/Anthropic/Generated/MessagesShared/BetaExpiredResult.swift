// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ExpiredResult
///
/// The same JSON shape as `ExpiredResult`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaExpiredResult`
public typealias BetaExpiredResult = ExpiredResult
