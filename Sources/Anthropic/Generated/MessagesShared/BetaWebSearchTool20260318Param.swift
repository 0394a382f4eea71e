// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `WebSearchTool20260318Param`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchTool20260318Param`
public typealias BetaWebSearchTool20260318Param = WebSearchTool20260318Param
