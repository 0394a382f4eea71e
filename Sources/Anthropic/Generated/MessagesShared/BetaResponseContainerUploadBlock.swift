// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response model for a file uploaded to the container.
///
/// The same JSON shape as `ResponseContainerUploadBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseContainerUploadBlock`
public typealias BetaResponseContainerUploadBlock = ResponseContainerUploadBlock
