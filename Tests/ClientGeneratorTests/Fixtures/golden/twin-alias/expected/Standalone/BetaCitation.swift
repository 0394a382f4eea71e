// Generated from Tests/ClientGeneratorTests/Fixtures/golden/twin-alias/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The beta citation, member for member the same.
///
/// The same JSON shape as `Citation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCitation`
public typealias BetaCitation = Citation
