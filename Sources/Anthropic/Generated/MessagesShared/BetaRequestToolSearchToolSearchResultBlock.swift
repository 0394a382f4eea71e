// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolSearchToolSearchResultBlock
///
/// The same JSON shape as `RequestToolSearchToolSearchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestToolSearchToolSearchResultBlock`
public typealias BetaRequestToolSearchToolSearchResultBlock = RequestToolSearchToolSearchResultBlock
