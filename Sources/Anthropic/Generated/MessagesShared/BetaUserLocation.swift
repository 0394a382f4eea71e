// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// UserLocation
///
/// The same JSON shape as `UserLocation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaUserLocation`
public typealias BetaUserLocation = UserLocation
