// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// TextContentBlockDelta
///
/// The same JSON shape as `TextContentBlockDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTextContentBlockDelta`
public typealias BetaTextContentBlockDelta = TextContentBlockDelta
