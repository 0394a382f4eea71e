// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ContentBlockStopEvent
///
/// The same JSON shape as `ContentBlockStopEvent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContentBlockStopEvent`
public typealias BetaContentBlockStopEvent = ContentBlockStopEvent
