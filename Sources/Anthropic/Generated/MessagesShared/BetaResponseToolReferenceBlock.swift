// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolReferenceBlock
///
/// The same JSON shape as `ResponseToolReferenceBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseToolReferenceBlock`
public typealias BetaResponseToolReferenceBlock = ResponseToolReferenceBlock
