// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ToolSearchToolRegex_20251119
///
/// The same JSON shape as `ToolSearchToolRegex_20251119`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolSearchToolRegex_20251119`
public typealias BetaToolSearchToolRegex_20251119 = ToolSearchToolRegex_20251119
