// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Allows the assistant to create, delete, or update files using unified diffs.
///
/// The same JSON shape as `ApplyPatchToolParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolParam`
public typealias BetaApplyPatchToolParam = ApplyPatchToolParam
