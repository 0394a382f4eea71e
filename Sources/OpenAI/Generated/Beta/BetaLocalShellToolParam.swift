// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool that allows the model to execute shell commands in a local environment.
///
/// The same JSON shape as `LocalShellToolParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaLocalShellToolParam`
public typealias BetaLocalShellToolParam = LocalShellToolParam
