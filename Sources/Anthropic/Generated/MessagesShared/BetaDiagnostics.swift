// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request-level diagnostics: why the prompt cache could not fully reuse
/// the prefix of the request named by `diagnostics.previous_message_id`.
///
/// The same JSON shape as `Diagnostics`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDiagnostics`
public typealias BetaDiagnostics = Diagnostics
