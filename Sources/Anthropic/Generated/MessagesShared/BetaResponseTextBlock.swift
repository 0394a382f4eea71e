// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseTextBlock
///
/// The same JSON shape as `ResponseTextBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseTextBlock`
public typealias BetaResponseTextBlock = ResponseTextBlock
