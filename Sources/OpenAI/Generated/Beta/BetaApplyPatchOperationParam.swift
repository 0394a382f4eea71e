// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// One of the create_file, delete_file, or update_file operations supplied to the apply_patch tool.
///
/// The same JSON shape as `ApplyPatchOperationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchOperationParam`
public typealias BetaApplyPatchOperationParam = ApplyPatchOperationParam
