// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestWebSearchResultLocationCitation
///
/// The same JSON shape as `RequestWebSearchResultLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestWebSearchResultLocationCitation`
public typealias BetaRequestWebSearchResultLocationCitation = RequestWebSearchResultLocationCitation
