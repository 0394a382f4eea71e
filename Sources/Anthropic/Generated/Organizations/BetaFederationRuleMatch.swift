// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Does the incoming JWT qualify?
///
/// All populated fields must pass; omitted fields are skipped. At least one
/// of `subject_prefix` (other than a wildcard-only value like `*`), `claims`,
/// or `condition` is required; `audience` alone is not sufficient.
///
/// The same JSON shape as `FederationRuleMatch`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFederationRuleMatch`
public typealias BetaFederationRuleMatch = FederationRuleMatch
