// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A mouse move action.
///
/// The same JSON shape as `MoveParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMoveParam`
public typealias BetaMoveParam = MoveParam
