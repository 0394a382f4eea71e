// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `AllowedInferenceGeo`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAllowedInferenceGeo`
public typealias BetaAllowedInferenceGeo = AllowedInferenceGeo
