// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A `cache_miss_reason` for when the API can't give a diagnosis.
///
/// The request itself was processed normally.
///
/// This includes a request whose `model`, `system`, and `tools` match the previous request's but whose other prompt-affecting parameters, such as `thinking` or `tool_choice`, differ.
///
/// See the [cache diagnostics guide](https://platform.claude.com/docs/en/build-with-claude/cache-diagnostics#cache-miss-reason-types) to learn what to change for each reason.
///
/// The same JSON shape as `CacheMissUnavailable`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCacheMissUnavailable`
public typealias BetaCacheMissUnavailable = CacheMissUnavailable
