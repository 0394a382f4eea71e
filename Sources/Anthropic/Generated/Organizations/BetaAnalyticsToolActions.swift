// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-tool accepted/rejected counts for Claude Code file modification tools.
///
/// The same JSON shape as `AnalyticsToolActions`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsToolActions`
public typealias BetaAnalyticsToolActions = AnalyticsToolActions
