// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Usage reported by hosted tools, separate from base model `usage`.
///
/// The field
/// can be omitted when tool usage is unavailable. When present, tool families
/// with no recorded usage have zero counts.
///
/// `image_gen` sums available token counts across image generation calls.
/// Calls with missing or incomplete usage records may be skipped. Output
/// token details and cached input counts can be omitted. An omitted cache
/// count means cache usage is unknown.
///
/// `web_search.num_requests` counts billable searches. Discounted searches
/// and actions such as opening a page are excluded. Use billing records to
/// reconcile final charges.
///
/// The same JSON shape as `ResponseToolUsage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolUsage`
public typealias BetaResponseToolUsage = ResponseToolUsage
