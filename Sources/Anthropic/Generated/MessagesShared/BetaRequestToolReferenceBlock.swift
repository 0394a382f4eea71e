// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Tool reference block that can be included in tool_result content.
///
/// The same JSON shape as `RequestToolReferenceBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestToolReferenceBlock`
public typealias BetaRequestToolReferenceBlock = RequestToolReferenceBlock
