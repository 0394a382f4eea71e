// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `DataResidencyUpdateConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDataResidencyUpdateConfigParam`
public typealias BetaDataResidencyUpdateConfigParam = DataResidencyUpdateConfigParam
