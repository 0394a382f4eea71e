// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolSearchToolResultBlock
///
/// The same JSON shape as `RequestToolSearchToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestToolSearchToolResultBlock`
public typealias BetaRequestToolSearchToolResultBlock = RequestToolSearchToolResultBlock
