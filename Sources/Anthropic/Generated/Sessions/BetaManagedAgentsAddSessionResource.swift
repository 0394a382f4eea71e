// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The added session resource.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAddSessionResource`
public typealias BetaManagedAgentsAddSessionResource = BetaManagedAgentsFileResource
