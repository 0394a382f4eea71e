// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Options for streaming responses. Only set this when you set `stream: true`.
///
///
/// The same JSON shape as `ResponseStreamOptions`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseStreamOptions`
public typealias BetaResponseStreamOptions = ResponseStreamOptions
