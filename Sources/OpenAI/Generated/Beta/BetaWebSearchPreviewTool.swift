// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// This tool searches the web for relevant results to use in a response. Learn more about the [web search tool](https://platform.openai.com/docs/guides/tools-web-search).
///
/// The same JSON shape as `WebSearchPreviewTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchPreviewTool`
public typealias BetaWebSearchPreviewTool = WebSearchPreviewTool
