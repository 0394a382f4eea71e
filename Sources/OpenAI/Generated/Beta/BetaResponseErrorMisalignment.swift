// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The same JSON shape as `ResponseErrorMisalignment`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseErrorMisalignment`
public typealias BetaResponseErrorMisalignment = ResponseErrorMisalignment
