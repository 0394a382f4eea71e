// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// AuthenticationError
///
/// The same JSON shape as `AuthenticationError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAuthenticationError`
public typealias BetaAuthenticationError = AuthenticationError
