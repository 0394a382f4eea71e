// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolSearchToolSearchResultBlock
///
/// The same JSON shape as `ResponseToolSearchToolSearchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolSearchToolSearchResultBlock`
public typealias BetaResponseToolSearchToolSearchResultBlock = ResponseToolSearchToolSearchResultBlock
