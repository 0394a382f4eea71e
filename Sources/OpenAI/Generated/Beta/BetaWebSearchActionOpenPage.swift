// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Action type "open_page" - Opens a specific URL from search results.
///
///
/// The same JSON shape as `WebSearchActionOpenPage`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionOpenPage`
public typealias BetaWebSearchActionOpenPage = WebSearchActionOpenPage
