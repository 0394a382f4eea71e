// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from updating a `memory_store`. Returns the store with the changes applied.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryStoreResponse`
public typealias BetaManagedAgentsUpdateMemoryStoreResponse = BetaManagedAgentsMemoryStore
