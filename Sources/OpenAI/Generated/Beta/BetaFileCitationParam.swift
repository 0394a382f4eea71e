// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `FileCitationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFileCitationParam`
public typealias BetaFileCitationParam = FileCitationParam
