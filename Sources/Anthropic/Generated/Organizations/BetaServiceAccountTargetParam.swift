// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Bind to a fixed service account by ID.
///
/// The same JSON shape as `ServiceAccountTargetParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaServiceAccountTargetParam`
public typealias BetaServiceAccountTargetParam = ServiceAccountTargetParam
