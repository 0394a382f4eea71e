// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Action type "find_in_page": Searches for a pattern within a loaded page.
///
///
/// The same JSON shape as `WebSearchActionFind`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebSearchActionFind`
public typealias BetaWebSearchActionFind = WebSearchActionFind
