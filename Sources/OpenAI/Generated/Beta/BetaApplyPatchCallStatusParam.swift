// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Status values reported for apply_patch tool calls.
///
/// The same JSON shape as `ApplyPatchCallStatusParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCallStatusParam`
public typealias BetaApplyPatchCallStatusParam = ApplyPatchCallStatusParam
