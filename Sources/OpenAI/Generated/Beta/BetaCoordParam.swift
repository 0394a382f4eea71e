// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An x/y coordinate pair, e.g. `{ x: 100, y: 200 }`.
///
/// The same JSON shape as `CoordParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCoordParam`
public typealias BetaCoordParam = CoordParam
