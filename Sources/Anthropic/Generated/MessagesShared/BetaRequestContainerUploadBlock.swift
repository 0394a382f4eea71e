// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A content block that represents a file to be uploaded to the container
/// Files uploaded via this block will be available in the container's input directory.
///
/// The same JSON shape as `RequestContainerUploadBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestContainerUploadBlock`
public typealias BetaRequestContainerUploadBlock = RequestContainerUploadBlock
