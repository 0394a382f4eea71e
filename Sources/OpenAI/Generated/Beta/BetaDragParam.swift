// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A drag action.
///
/// The same JSON shape as `DragParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDragParam`
public typealias BetaDragParam = DragParam
