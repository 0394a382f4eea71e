// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ToolSearchToolBM25_20251119
///
/// The same JSON shape as `ToolSearchToolBM25_20251119`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolSearchToolBM25_20251119`
public typealias BetaToolSearchToolBM25_20251119 = ToolSearchToolBM25_20251119
