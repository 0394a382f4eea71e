// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// URLImageSource
///
/// The same JSON shape as `URLImageSource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaURLImageSource`
public typealias BetaURLImageSource = URLImageSource
