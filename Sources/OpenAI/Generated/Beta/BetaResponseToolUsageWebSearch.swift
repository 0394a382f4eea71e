// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Aggregated billable usage statistics for web search tool calls.
///
/// The same JSON shape as `ResponseToolUsageWebSearch`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolUsageWebSearch`
public typealias BetaResponseToolUsageWebSearch = ResponseToolUsageWebSearch
