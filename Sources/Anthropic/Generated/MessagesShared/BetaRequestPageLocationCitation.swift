// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestPageLocationCitation
///
/// The same JSON shape as `RequestPageLocationCitation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestPageLocationCitation`
public typealias BetaRequestPageLocationCitation = RequestPageLocationCitation
