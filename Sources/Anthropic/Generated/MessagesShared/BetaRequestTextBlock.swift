// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextBlock
///
/// The same JSON shape as `RequestTextBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestTextBlock`
public typealias BetaRequestTextBlock = RequestTextBlock
