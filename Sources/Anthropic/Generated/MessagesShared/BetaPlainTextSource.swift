// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// PlainTextSource
///
/// The same JSON shape as `PlainTextSource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaPlainTextSource`
public typealias BetaPlainTextSource = PlainTextSource
