// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model capability information.
///
/// The same JSON shape as `ModelCapabilities`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModelCapabilities`
public typealias BetaModelCapabilities = ModelCapabilities
