// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An error payload that was emitted for a streaming error event.
///
/// The same JSON shape as `ErrorPayload`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaErrorPayload`
public typealias BetaErrorPayload = ErrorPayload
