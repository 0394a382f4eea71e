// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Result of a validation roundtrip against the customer's KMS.
///
/// HTTP 200 for both outcomes — the operation completed; `status` says
/// whether the key works.
///
/// The same JSON shape as `OrganizationExternalKeyValidateResponseExternalKeyValidateResponse`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaOrganizationExternalKeyValidateResponseExternalKeyValidateResponse`
public typealias BetaOrganizationExternalKeyValidateResponseExternalKeyValidateResponse = OrganizationExternalKeyValidateResponseExternalKeyValidateResponse
