// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Scope selecting a single member of the organization.
///
/// The same JSON shape as `SpendLimitUserScope`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitUserScope`
public typealias BetaSpendLimitUserScope = SpendLimitUserScope
