// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved multiagent orchestration configuration as returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagent`
public typealias BetaManagedAgentsMultiagent = BetaManagedAgentsMultiagentCoordinator
