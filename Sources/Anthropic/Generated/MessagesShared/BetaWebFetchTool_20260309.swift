// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Web fetch tool with use_cache parameter for bypassing cached content.
///
/// The same JSON shape as `WebFetchTool_20260309`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchTool_20260309`
public typealias BetaWebFetchTool_20260309 = WebFetchTool_20260309
