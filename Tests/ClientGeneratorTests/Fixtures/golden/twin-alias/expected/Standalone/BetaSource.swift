// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `Source`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSource`
public typealias BetaSource = Source
