// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Controls which (if any) tool is called by the model.
///
/// `none` means the model will not call any tool and instead generates a message.
///
/// `auto` means the model can pick between generating a message or calling one or
/// more tools.
///
/// `required` means the model must call one or more tools.
///
///
/// The same JSON shape as `ToolChoiceOptions`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceOptions`
public typealias BetaToolChoiceOptions = ToolChoiceOptions
