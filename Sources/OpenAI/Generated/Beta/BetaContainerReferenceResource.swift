// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Represents a container created with /v1/containers.
///
/// The same JSON shape as `ContainerReferenceResource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContainerReferenceResource`
public typealias BetaContainerReferenceResource = ContainerReferenceResource
