// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The approximate location of the user.
///
///
/// The same JSON shape as `WebSearchApproximateLocation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchApproximateLocation`
public typealias BetaWebSearchApproximateLocation = WebSearchApproximateLocation
