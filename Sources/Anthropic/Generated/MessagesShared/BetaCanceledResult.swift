// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CanceledResult
///
/// The same JSON shape as `CanceledResult`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCanceledResult`
public typealias BetaCanceledResult = CanceledResult
