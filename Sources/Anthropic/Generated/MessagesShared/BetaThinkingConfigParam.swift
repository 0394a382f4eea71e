// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for enabling Claude's extended thinking.
///
/// When enabled, responses include `thinking` content blocks showing Claude's thinking process before the final answer. Requires a minimum budget of 1,024 tokens and counts towards your `max_tokens` limit.
///
/// See [extended thinking](https://docs.claude.com/en/docs/build-with-claude/extended-thinking) for details.
///
/// The same JSON shape as `ThinkingConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaThinkingConfigParam`
public typealias BetaThinkingConfigParam = ThinkingConfigParam
