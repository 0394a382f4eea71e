// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Scope of the monthly spend cap Anthropic sets for a Claude Console
/// organization from its usage tier, or a higher cap Anthropic granted the
/// organization. Read-only; its `created_at` and `updated_at` are the
/// organization's creation time, so `amount` can change while `updated_at` stays
/// the same.
///
/// The same JSON shape as `SpendLimitUsageTierScope`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitUsageTierScope`
public typealias BetaSpendLimitUsageTierScope = SpendLimitUsageTierScope
