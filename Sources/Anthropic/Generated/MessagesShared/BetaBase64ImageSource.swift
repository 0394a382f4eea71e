// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Base64ImageSource
///
/// The same JSON shape as `Base64ImageSource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBase64ImageSource`
public typealias BetaBase64ImageSource = Base64ImageSource
