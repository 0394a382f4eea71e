// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS fetched from a fixed endpoint.
///
/// The same JSON shape as `JWKSExplicitURL`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaJWKSExplicitURL`
public typealias BetaJWKSExplicitURL = JWKSExplicitURL
