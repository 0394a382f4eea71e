// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageStopEvent
///
/// The same JSON shape as `MessageStopEvent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMessageStopEvent`
public typealias BetaMessageStopEvent = MessageStopEvent
