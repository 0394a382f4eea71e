// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchTool_20250910
///
/// The same JSON shape as `WebFetchTool_20250910`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchTool_20250910`
public typealias BetaWebFetchTool_20250910 = WebFetchTool_20250910
