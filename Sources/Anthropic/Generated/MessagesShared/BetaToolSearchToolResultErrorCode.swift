// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ToolSearchToolResultErrorCode
///
/// The same JSON shape as `ToolSearchToolResultErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolSearchToolResultErrorCode`
public typealias BetaToolSearchToolResultErrorCode = ToolSearchToolResultErrorCode
