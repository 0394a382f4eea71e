// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JWKS supplied directly; no network fetch.
///
/// The same JSON shape as `JWKSInlineParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaJWKSInlineParam`
public typealias BetaJWKSInlineParam = JWKSInlineParam
