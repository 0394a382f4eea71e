// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `cache_miss_reason` for a request whose `model` or `speed` differs from the previous request's.
///
/// See the [cache diagnostics guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types) to learn what to change for each reason.
///
/// The same JSON shape as `CacheMissModelChanged`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCacheMissModelChanged`
public typealias BetaCacheMissModelChanged = CacheMissModelChanged
