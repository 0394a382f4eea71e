// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolSearchToolResultBlock
///
/// The same JSON shape as `ResponseToolSearchToolResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolSearchToolResultBlock`
public typealias BetaResponseToolSearchToolResultBlock = ResponseToolSearchToolResultBlock
