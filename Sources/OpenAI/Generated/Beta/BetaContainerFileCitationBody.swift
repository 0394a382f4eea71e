// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A citation for a container file used to generate a model response.
///
/// The same JSON shape as `ContainerFileCitationBody`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContainerFileCitationBody`
public typealias BetaContainerFileCitationBody = ContainerFileCitationBody
