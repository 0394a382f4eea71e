// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates whether a capability is supported.
///
/// The same JSON shape as `CapabilitySupport`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCapabilitySupport`
public typealias BetaCapabilitySupport = CapabilitySupport
