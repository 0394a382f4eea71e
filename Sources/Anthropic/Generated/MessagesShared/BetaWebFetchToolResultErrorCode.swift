// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchToolResultErrorCode
///
/// The same JSON shape as `WebFetchToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchToolResultErrorCode`
public typealias BetaWebFetchToolResultErrorCode = WebFetchToolResultErrorCode
