// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The error code for the response.
///
///
/// The same JSON shape as `ResponseErrorCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseErrorCode`
public typealias BetaResponseErrorCode = ResponseErrorCode
