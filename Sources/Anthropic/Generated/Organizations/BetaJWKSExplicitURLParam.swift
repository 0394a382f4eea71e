// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS fetched from a fixed endpoint.
///
/// The same JSON shape as `JWKSExplicitURLParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaJWKSExplicitURLParam`
public typealias BetaJWKSExplicitURLParam = JWKSExplicitURLParam
