// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Structured information about a refusal.
///
/// The same JSON shape as `RefusalStopDetails`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRefusalStopDetails`
public typealias BetaRefusalStopDetails = RefusalStopDetails
