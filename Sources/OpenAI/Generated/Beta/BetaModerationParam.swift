// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Configuration for running moderation on the input and output of this response.
///
/// The same JSON shape as `ModerationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModerationParam`
public typealias BetaModerationParam = ModerationParam
