// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCitationsConfig
///
/// The same JSON shape as `RequestCitationsConfig`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCitationsConfig`
public typealias BetaRequestCitationsConfig = RequestCitationsConfig
