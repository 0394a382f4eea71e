// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebSearchTool_20260209
///
/// The same JSON shape as `WebSearchTool_20260209`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchTool_20260209`
public typealias BetaWebSearchTool_20260209 = WebSearchTool_20260209
