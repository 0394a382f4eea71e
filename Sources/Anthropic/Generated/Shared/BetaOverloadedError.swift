// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// OverloadedError
///
/// The same JSON shape as `OverloadedError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaOverloadedError`
public typealias BetaOverloadedError = OverloadedError
