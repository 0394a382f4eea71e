// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Multi-modal input and output contents.
///
///
/// The same JSON shape as `Content`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContent`
public typealias BetaContent = OpenAIResponses.Content
