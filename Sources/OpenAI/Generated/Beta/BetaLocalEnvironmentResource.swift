// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Represents the use of a local environment to perform shell actions.
///
/// The same JSON shape as `LocalEnvironmentResource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaLocalEnvironmentResource`
public typealias BetaLocalEnvironmentResource = LocalEnvironmentResource
