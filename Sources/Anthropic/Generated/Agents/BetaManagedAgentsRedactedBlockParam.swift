// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaManagedAgentsRedactedBlock`.
@available(*, deprecated, renamed: "BetaManagedAgentsRedactedBlock")
public typealias BetaManagedAgentsRedactedBlockParam = BetaManagedAgentsRedactedBlock
