// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A moderation result produced for the response input or output.
///
/// The same JSON shape as `ModerationResultBody`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationResultBody`
public typealias BetaModerationResultBody = ModerationResultBody
