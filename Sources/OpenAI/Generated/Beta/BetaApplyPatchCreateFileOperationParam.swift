// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Instruction for creating a new file via the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchCreateFileOperationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCreateFileOperationParam`
public typealias BetaApplyPatchCreateFileOperationParam = ApplyPatchCreateFileOperationParam
