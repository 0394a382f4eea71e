// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `ApiKeyPrincipal`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaApiKeyPrincipal`
public typealias BetaApiKeyPrincipal = ApiKeyPrincipal
