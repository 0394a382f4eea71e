// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseDocumentBlock
///
/// The same JSON shape as `ResponseDocumentBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseDocumentBlock`
public typealias BetaResponseDocumentBlock = ResponseDocumentBlock
