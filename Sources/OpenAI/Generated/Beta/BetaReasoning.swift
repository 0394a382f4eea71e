// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// **gpt-5 and o-series models only**
///
/// Configuration options for
/// [reasoning models](https://platform.openai.com/docs/guides/reasoning).
///
///
/// The same JSON shape as `Reasoning`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaReasoning`
public typealias BetaReasoning = Reasoning
