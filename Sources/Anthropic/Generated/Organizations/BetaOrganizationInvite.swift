// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `OrganizationInvite`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaOrganizationInvite`
public typealias BetaOrganizationInvite = OrganizationInvite
