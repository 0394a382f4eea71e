// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// APIError
///
/// The same JSON shape as `APIError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAPIError`
public typealias BetaAPIError = APIError
