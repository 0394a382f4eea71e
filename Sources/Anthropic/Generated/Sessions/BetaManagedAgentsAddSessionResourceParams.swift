// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for adding a resource to a session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAddSessionResourceParams`
public typealias BetaManagedAgentsAddSessionResourceParams = BetaManagedAgentsFileResourceParams
