// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ModelInfo
///
/// The same JSON shape as `ModelInfo`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModelInfo`
public typealias BetaModelInfo = ModelInfo
