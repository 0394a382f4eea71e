// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Lines of code added and removed via Claude Code.
///
/// The same JSON shape as `AnalyticsLinesOfCode`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsLinesOfCode`
public typealias BetaAnalyticsLinesOfCode = AnalyticsLinesOfCode
