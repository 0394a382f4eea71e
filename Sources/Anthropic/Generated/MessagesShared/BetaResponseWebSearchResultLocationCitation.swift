// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseWebSearchResultLocationCitation
///
/// The same JSON shape as `ResponseWebSearchResultLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseWebSearchResultLocationCitation`
public typealias BetaResponseWebSearchResultLocationCitation = ResponseWebSearchResultLocationCitation
