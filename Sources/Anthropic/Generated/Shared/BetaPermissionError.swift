// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// PermissionError
///
/// The same JSON shape as `PermissionError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaPermissionError`
public typealias BetaPermissionError = PermissionError
