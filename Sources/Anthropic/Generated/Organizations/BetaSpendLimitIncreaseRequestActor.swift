// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `SpendLimitIncreaseRequestActor`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSpendLimitIncreaseRequestActor`
public typealias BetaSpendLimitIncreaseRequestActor = SpendLimitIncreaseRequestActor
