// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCitationsConfig
///
/// The same JSON shape as `ResponseCitationsConfig`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseCitationsConfig`
public typealias BetaResponseCitationsConfig = ResponseCitationsConfig
