// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An error object returned when the model fails to generate a Response.
///
///
/// The same JSON shape as `ResponseError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseError`
public typealias BetaResponseError = ResponseError
