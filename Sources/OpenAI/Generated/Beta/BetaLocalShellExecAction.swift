// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Execute a shell command on the server.
///
/// The same JSON shape as `LocalShellExecAction`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaLocalShellExecAction`
public typealias BetaLocalShellExecAction = LocalShellExecAction
