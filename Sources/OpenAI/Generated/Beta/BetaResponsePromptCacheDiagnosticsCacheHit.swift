// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The same JSON shape as `ResponsePromptCacheDiagnosticsCacheHit`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponsePromptCacheDiagnosticsCacheHit`
public typealias BetaResponsePromptCacheDiagnosticsCacheHit = ResponsePromptCacheDiagnosticsCacheHit
