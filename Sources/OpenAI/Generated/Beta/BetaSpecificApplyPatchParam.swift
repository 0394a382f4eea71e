// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Forces the model to call the apply_patch tool when executing a tool call.
///
/// The same JSON shape as `SpecificApplyPatchParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpecificApplyPatchParam`
public typealias BetaSpecificApplyPatchParam = SpecificApplyPatchParam
