// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Named non-human identity within the caller's organization.
///
/// A service account is a pure identity: name + org. Authorization lives on
/// whatever references it (federation rules).
///
/// The same JSON shape as `ServiceAccount`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaServiceAccount`
public typealias BetaServiceAccount = ServiceAccount
