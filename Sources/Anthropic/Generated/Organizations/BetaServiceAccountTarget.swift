// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Bind to a fixed service account by ID.
///
/// The same JSON shape as `ServiceAccountTarget`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaServiceAccountTarget`
public typealias BetaServiceAccountTarget = ServiceAccountTarget
