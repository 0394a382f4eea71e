// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `ContainerFileCitationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContainerFileCitationParam`
public typealias BetaContainerFileCitationParam = ContainerFileCitationParam
