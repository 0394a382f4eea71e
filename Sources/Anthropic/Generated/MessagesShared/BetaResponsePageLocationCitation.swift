// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponsePageLocationCitation
///
/// The same JSON shape as `ResponsePageLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponsePageLocationCitation`
public typealias BetaResponsePageLocationCitation = ResponsePageLocationCitation
