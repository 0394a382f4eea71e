// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The log probability of a token.
///
/// The same JSON shape as `LogProb`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaLogProb`
public typealias BetaLogProb = LogProb
