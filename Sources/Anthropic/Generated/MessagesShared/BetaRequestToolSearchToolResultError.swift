// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolSearchToolResultError
///
/// The same JSON shape as `RequestToolSearchToolResultError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestToolSearchToolResultError`
public typealias BetaRequestToolSearchToolResultError = RequestToolSearchToolResultError
