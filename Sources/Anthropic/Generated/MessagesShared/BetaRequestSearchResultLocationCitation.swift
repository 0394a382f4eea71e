// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestSearchResultLocationCitation
///
/// The same JSON shape as `RequestSearchResultLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestSearchResultLocationCitation`
public typealias BetaRequestSearchResultLocationCitation = RequestSearchResultLocationCitation
