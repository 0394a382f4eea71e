// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// WebFetchTool_20260209
///
/// The same JSON shape as `WebFetchTool_20260209`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchTool_20260209`
public typealias BetaWebFetchTool_20260209 = WebFetchTool_20260209
