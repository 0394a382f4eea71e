// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebFetchResultBlock
///
/// The same JSON shape as `ResponseWebFetchResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseWebFetchResultBlock`
public typealias BetaResponseWebFetchResultBlock = ResponseWebFetchResultBlock
