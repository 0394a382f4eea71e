// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestSearchResultBlock
///
/// The same JSON shape as `RequestSearchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestSearchResultBlock`
public typealias BetaRequestSearchResultBlock = RequestSearchResultBlock
