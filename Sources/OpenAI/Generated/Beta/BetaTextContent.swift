// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A text content.
///
/// The same JSON shape as `TextContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTextContent`
public typealias BetaTextContent = TextContent
