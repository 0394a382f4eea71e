// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Context management capability details.
///
/// The same JSON shape as `ContextManagementCapability`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaContextManagementCapability`
public typealias BetaContextManagementCapability = ContextManagementCapability
