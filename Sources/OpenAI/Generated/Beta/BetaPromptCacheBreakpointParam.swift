// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Marks the exact end of a reusable prompt prefix. The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`; the boundary is not rounded to a token block.
///
/// The same JSON shape as `PromptCacheBreakpointParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaPromptCacheBreakpointParam`
public typealias BetaPromptCacheBreakpointParam = PromptCacheBreakpointParam
