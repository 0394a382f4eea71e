// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A scoped Admin API key acting on behalf of the organization.
///
/// The same JSON shape as `SpendLimitScopedAPIKeyActor`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitScopedAPIKeyActor`
public typealias BetaSpendLimitScopedAPIKeyActor = SpendLimitScopedAPIKeyActor
