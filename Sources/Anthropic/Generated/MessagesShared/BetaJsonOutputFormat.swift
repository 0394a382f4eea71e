// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JsonOutputFormat
///
/// The same JSON shape as `JsonOutputFormat`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaJsonOutputFormat`
public typealias BetaJsonOutputFormat = JsonOutputFormat
