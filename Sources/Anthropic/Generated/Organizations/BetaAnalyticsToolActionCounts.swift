// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Accepted/rejected counts for a single Claude Code tool type.
///
/// The same JSON shape as `AnalyticsToolActionCounts`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnalyticsToolActionCounts`
public typealias BetaAnalyticsToolActionCounts = AnalyticsToolActionCounts
