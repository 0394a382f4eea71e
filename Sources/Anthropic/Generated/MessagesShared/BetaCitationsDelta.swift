// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CitationsDelta
///
/// The same JSON shape as `CitationsDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCitationsDelta`
public typealias BetaCitationsDelta = CitationsDelta
