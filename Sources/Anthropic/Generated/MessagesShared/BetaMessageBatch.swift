// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageBatch
///
/// The same JSON shape as `MessageBatch`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMessageBatch`
public typealias BetaMessageBatch = MessageBatch
