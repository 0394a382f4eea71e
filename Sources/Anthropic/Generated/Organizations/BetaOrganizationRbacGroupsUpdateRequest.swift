// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The same JSON shape as `OrganizationRbacGroupsUpdateRequest`, so it is that type.
public typealias BetaOrganizationRbacGroupsUpdateRequest = OrganizationRbacGroupsUpdateRequest
