// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The number of partial images to generate. This parameter is used for
/// streaming responses that return partial images. Value must be between 0 and 3.
/// When set to 0, the response will be a single image sent in one streaming event.
///
/// Note that the final image may be sent before the full number of partial images
/// are generated if the full image is generated more quickly.
///
/// - Schema: `#/components/schemas/PartialImages`
public typealias PartialImages = Int
