// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CacheControlEphemeral
///
/// The same JSON shape as `CacheControlEphemeral`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCacheControlEphemeral`
public typealias BetaCacheControlEphemeral = CacheControlEphemeral
