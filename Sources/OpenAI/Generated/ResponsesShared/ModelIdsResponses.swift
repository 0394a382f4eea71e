// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same values as `ModelIds`, so it is that type.
///
/// - Schema: `#/components/schemas/ModelIdsResponses`
public typealias ModelIdsResponses = ModelIds
