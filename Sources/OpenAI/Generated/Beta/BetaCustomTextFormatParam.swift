// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Unconstrained free-form text.
///
/// The same JSON shape as `CustomTextFormatParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCustomTextFormatParam`
public typealias BetaCustomTextFormatParam = CustomTextFormatParam
