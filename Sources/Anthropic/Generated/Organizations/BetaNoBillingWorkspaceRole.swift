// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `NoBillingWorkspaceRole`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaNoBillingWorkspaceRole`
public typealias BetaNoBillingWorkspaceRole = NoBillingWorkspaceRole
