// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Action type "search" - Performs a web search query.
///
///
/// The same JSON shape as `WebSearchActionSearch`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionSearch`
public typealias BetaWebSearchActionSearch = WebSearchActionSearch
