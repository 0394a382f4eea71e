// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `UrlCitationParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaUrlCitationParam`
public typealias BetaUrlCitationParam = UrlCitationParam
