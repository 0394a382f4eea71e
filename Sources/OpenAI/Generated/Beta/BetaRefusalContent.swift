// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A refusal from the model.
///
/// The same JSON shape as `RefusalContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRefusalContent`
public typealias BetaRefusalContent = RefusalContent
