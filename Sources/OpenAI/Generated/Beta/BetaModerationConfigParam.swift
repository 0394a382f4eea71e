// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The moderation policy for the response input.
///
/// The same JSON shape as `ModerationConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationConfigParam`
public typealias BetaModerationConfigParam = ModerationConfigParam
