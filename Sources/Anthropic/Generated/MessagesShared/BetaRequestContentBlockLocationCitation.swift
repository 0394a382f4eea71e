// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestContentBlockLocationCitation
///
/// The same JSON shape as `RequestContentBlockLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestContentBlockLocationCitation`
public typealias BetaRequestContentBlockLocationCitation = RequestContentBlockLocationCitation
