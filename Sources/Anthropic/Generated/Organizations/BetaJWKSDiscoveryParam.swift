// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS via the issuer's OIDC discovery document.
///
/// The same JSON shape as `JWKSDiscoveryParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaJWKSDiscoveryParam`
public typealias BetaJWKSDiscoveryParam = JWKSDiscoveryParam
