// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The top log probability of a token.
///
/// The same JSON shape as `TopLogProb`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTopLogProb`
public typealias BetaTopLogProb = TopLogProb
