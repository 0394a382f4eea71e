// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCharLocationCitation
///
/// The same JSON shape as `RequestCharLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCharLocationCitation`
public typealias BetaRequestCharLocationCitation = RequestCharLocationCitation
