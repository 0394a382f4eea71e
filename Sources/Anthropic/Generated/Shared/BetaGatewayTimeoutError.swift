// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// GatewayTimeoutError
///
/// The same JSON shape as `GatewayTimeoutError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaGatewayTimeoutError`
public typealias BetaGatewayTimeoutError = GatewayTimeoutError
