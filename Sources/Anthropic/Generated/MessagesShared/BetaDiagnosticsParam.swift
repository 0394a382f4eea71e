// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request-level diagnostics.
///
/// Currently carries the previous response
/// id for prompt-cache divergence reporting.
///
/// The same JSON shape as `DiagnosticsParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaDiagnosticsParam`
public typealias BetaDiagnosticsParam = DiagnosticsParam
