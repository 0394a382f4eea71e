// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from retrieving a `memory_store`. Returns the store, including archived stores.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsGetMemoryStoreResponse`
public typealias BetaManagedAgentsGetMemoryStoreResponse = BetaManagedAgentsMemoryStore
