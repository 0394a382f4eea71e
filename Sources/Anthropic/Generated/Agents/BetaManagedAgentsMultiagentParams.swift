// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Multiagent orchestration configuration. Currently supports the `coordinator` topology.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMultiagentParams`
public typealias BetaManagedAgentsMultiagentParams = BetaManagedAgentsMultiagentCoordinatorParams
