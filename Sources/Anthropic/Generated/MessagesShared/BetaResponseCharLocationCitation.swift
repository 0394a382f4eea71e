// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCharLocationCitation
///
/// The same JSON shape as `ResponseCharLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCharLocationCitation`
public typealias BetaResponseCharLocationCitation = ResponseCharLocationCitation
