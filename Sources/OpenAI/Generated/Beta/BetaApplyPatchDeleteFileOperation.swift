// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Instruction describing how to delete a file via the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchDeleteFileOperation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchDeleteFileOperation`
public typealias BetaApplyPatchDeleteFileOperation = ApplyPatchDeleteFileOperation
