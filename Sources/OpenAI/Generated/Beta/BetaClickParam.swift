// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A click action.
///
/// The same JSON shape as `ClickParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaClickParam`
public typealias BetaClickParam = ClickParam
