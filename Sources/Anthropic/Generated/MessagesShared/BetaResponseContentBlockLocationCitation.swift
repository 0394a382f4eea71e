// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseContentBlockLocationCitation
///
/// The same JSON shape as `ResponseContentBlockLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseContentBlockLocationCitation`
public typealias BetaResponseContentBlockLocationCitation = ResponseContentBlockLocationCitation
