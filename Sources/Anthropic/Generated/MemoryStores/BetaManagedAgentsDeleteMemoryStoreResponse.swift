// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from deleting a `memory_store`. Confirms the deleted ID.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDeleteMemoryStoreResponse`
public typealias BetaManagedAgentsDeleteMemoryStoreResponse = BetaManagedAgentsDeletedMemoryStore
