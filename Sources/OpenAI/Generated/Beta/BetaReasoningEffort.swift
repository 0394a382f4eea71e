// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Constrains effort on reasoning for reasoning models. Currently supported
/// values are `none`, `minimal`, `low`, `medium`, `high`, `xhigh`, and `max`.
/// Reducing reasoning effort can result in faster responses and fewer tokens
/// used on reasoning in a response. Not all reasoning models support every
/// value. See the
/// [reasoning guide](https://platform.openai.com/docs/guides/reasoning)
/// for model-specific support.
///
///
/// The same JSON shape as `ReasoningEffort`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaReasoningEffort`
public typealias BetaReasoningEffort = _OpenAIShared.ReasoningEffort
