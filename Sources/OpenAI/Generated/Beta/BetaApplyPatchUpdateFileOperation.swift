// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Instruction describing how to update a file via the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchUpdateFileOperation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchUpdateFileOperation`
public typealias BetaApplyPatchUpdateFileOperation = ApplyPatchUpdateFileOperation
