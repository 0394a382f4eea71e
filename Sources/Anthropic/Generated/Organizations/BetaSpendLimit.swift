// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A configured spend limit: a cap on metered spend for one scope and period.
///
/// The same JSON shape as `SpendLimit`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimit`
public typealias BetaSpendLimit = SpendLimit
