// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CacheCreation
///
/// The same JSON shape as `CacheCreation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCacheCreation`
public typealias BetaCacheCreation = CacheCreation
