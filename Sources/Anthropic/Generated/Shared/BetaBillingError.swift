// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// BillingError
///
/// The same JSON shape as `BillingError`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBillingError`
public typealias BetaBillingError = BillingError
