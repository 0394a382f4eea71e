// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// DeleteMessageBatchResponse
///
/// The same JSON shape as `DeleteMessageBatchResponse`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDeleteMessageBatchResponse`
public typealias BetaDeleteMessageBatchResponse = DeleteMessageBatchResponse
