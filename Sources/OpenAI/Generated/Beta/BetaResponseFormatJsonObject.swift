// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// JSON object response format. An older method of generating JSON responses.
/// Using `json_schema` is recommended for models that support it. Note that the
/// model will not generate JSON without a system or user message instructing it
/// to do so.
///
///
/// The same JSON shape as `ResponseFormatJsonObject`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseFormatJsonObject`
public typealias BetaResponseFormatJsonObject = ResponseFormatJsonObject
