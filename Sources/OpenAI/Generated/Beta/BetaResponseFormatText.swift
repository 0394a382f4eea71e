// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Default response format. Used to generate text responses.
///
///
/// The same JSON shape as `ResponseFormatText`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseFormatText`
public typealias BetaResponseFormatText = ResponseFormatText
