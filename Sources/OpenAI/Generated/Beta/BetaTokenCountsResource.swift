// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Token counts
///
/// The same JSON shape as `TokenCountsResource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTokenCountsResource`
public typealias BetaTokenCountsResource = TokenCountsResource
