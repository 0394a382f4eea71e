// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A scroll action.
///
/// The same JSON shape as `ScrollParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaScrollParam`
public typealias BetaScrollParam = ScrollParam
