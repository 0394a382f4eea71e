// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebSearchTool_20250305
///
/// The same JSON shape as `WebSearchTool_20250305`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchTool_20250305`
public typealias BetaWebSearchTool_20250305 = WebSearchTool_20250305
