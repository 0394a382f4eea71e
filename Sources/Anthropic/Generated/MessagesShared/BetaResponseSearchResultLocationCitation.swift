// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseSearchResultLocationCitation
///
/// The same JSON shape as `ResponseSearchResultLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseSearchResultLocationCitation`
public typealias BetaResponseSearchResultLocationCitation = ResponseSearchResultLocationCitation
