// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-member effective-limit report row (`GET /spend_limits/effective`).
///
/// The same JSON shape as `SpendSummary`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendSummary`
public typealias BetaSpendSummary = SpendSummary
