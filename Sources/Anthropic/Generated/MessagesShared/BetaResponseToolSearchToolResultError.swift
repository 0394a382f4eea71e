// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolSearchToolResultError
///
/// The same JSON shape as `ResponseToolSearchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolSearchToolResultError`
public typealias BetaResponseToolSearchToolResultError = ResponseToolSearchToolResultError
