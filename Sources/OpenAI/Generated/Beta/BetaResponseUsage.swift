// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Represents token usage details including input tokens, output tokens,
/// a breakdown of output tokens, and the total tokens used.
///
///
/// The same JSON shape as `ResponseUsage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseUsage`
public typealias BetaResponseUsage = ResponseUsage
