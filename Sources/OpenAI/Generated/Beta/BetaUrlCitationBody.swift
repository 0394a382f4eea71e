// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A citation for a web resource used to generate a model response.
///
/// The same JSON shape as `UrlCitationBody`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaUrlCitationBody`
public typealias BetaUrlCitationBody = UrlCitationBody
