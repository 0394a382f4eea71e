// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Status of automatic JWKS polling for a federation issuer.
///
/// Anthropic periodically fetches the issuer's signing keys in the
/// background. These fields summarize the most recent fetches so the
/// health of the JWKS endpoint can be monitored.
///
/// The same JSON shape as `FederationIssuerPollStatus`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFederationIssuerPollStatus`
public typealias BetaFederationIssuerPollStatus = FederationIssuerPollStatus
