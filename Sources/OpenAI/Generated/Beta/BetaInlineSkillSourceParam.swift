// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Inline skill payload
///
/// The same JSON shape as `InlineSkillSourceParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInlineSkillSourceParam`
public typealias BetaInlineSkillSourceParam = InlineSkillSourceParam
