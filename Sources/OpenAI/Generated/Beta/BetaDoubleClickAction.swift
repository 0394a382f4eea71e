// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A double click action.
///
/// The same JSON shape as `DoubleClickAction`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDoubleClickAction`
public typealias BetaDoubleClickAction = DoubleClickAction
