// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Resolved multiagent orchestration configuration as returned on a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionMultiagent`
public typealias BetaManagedAgentsSessionMultiagent = BetaManagedAgentsSessionMultiagentCoordinator
