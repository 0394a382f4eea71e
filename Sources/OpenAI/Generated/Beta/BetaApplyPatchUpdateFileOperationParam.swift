// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Instruction for updating an existing file via the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchUpdateFileOperationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchUpdateFileOperationParam`
public typealias BetaApplyPatchUpdateFileOperationParam = ApplyPatchUpdateFileOperationParam
