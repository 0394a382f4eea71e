// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional condition that must hold for an update to apply. When omitted, the update is unconditional. Asserts the current state of the memory being updated. When an update changes `path`, the precondition still refers to the memory's current content, not the destination path. Currently the only supported variant is `content_sha256`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsPrecondition`
public typealias BetaManagedAgentsPrecondition = BetaManagedAgentsContentSha256Precondition
