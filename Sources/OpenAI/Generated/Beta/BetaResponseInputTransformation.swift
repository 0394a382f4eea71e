// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// The same JSON shape as `ResponseInputTransformation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseInputTransformation`
public typealias BetaResponseInputTransformation = ResponseInputTransformation
