// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Instruction for deleting an existing file via the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchDeleteFileOperationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchDeleteFileOperationParam`
public typealias BetaApplyPatchDeleteFileOperationParam = ApplyPatchDeleteFileOperationParam
