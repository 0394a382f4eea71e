// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A grammar defined by the user.
///
/// The same JSON shape as `CustomGrammarFormatParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCustomGrammarFormatParam`
public typealias BetaCustomGrammarFormatParam = CustomGrammarFormatParam
