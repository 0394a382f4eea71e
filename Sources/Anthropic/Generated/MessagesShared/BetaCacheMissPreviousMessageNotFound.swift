// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `cache_miss_reason` for when the API doesn't have a stored record of the request that `diagnostics.previous_message_id` references.
///
/// This doesn't mean that this request changed.
///
/// See the [cache diagnostics guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types) to learn what to change for each reason.
///
/// The same JSON shape as `CacheMissPreviousMessageNotFound`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCacheMissPreviousMessageNotFound`
public typealias BetaCacheMissPreviousMessageNotFound = CacheMissPreviousMessageNotFound
