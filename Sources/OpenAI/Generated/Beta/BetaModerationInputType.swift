// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The same JSON shape as `ModerationInputType`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationInputType`
public typealias BetaModerationInputType = ModerationInputType
