// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Outcome values reported for apply_patch tool call outputs.
///
/// The same JSON shape as `ApplyPatchCallOutputStatusParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCallOutputStatusParam`
public typealias BetaApplyPatchCallOutputStatusParam = ApplyPatchCallOutputStatusParam
