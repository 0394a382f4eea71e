// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Scope selecting one workspace of a Claude Console organization.
///
/// The same JSON shape as `SpendLimitWorkspaceScope`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitWorkspaceScope`
public typealias BetaSpendLimitWorkspaceScope = SpendLimitWorkspaceScope
