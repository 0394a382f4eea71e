// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A delta of stdout/stderr emitted while a shell call was running.
///
/// The same JSON shape as `ShellCallOutputDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaShellCallOutputDelta`
public typealias BetaShellCallOutputDelta = ShellCallOutputDelta
