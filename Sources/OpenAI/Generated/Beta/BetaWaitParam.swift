// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A wait action.
///
/// The same JSON shape as `WaitParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWaitParam`
public typealias BetaWaitParam = WaitParam
