// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The prompt-caching options that were applied to the response. Supported for `gpt-5.6` and later models.
///
/// The same JSON shape as `PromptCacheOptions`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaPromptCacheOptions`
public typealias BetaPromptCacheOptions = PromptCacheOptions
