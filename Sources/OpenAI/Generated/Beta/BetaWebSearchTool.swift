// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Search the Internet for sources related to the prompt. Learn more about the
/// [web search tool](https://platform.openai.com/docs/guides/tools-web-search).
///
///
/// The same JSON shape as `WebSearchTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchTool`
public typealias BetaWebSearchTool = WebSearchTool
