// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The policy to apply to moderated response input and output.
///
/// The same JSON shape as `ModerationPolicyParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationPolicyParam`
public typealias BetaModerationPolicyParam = ModerationPolicyParam
