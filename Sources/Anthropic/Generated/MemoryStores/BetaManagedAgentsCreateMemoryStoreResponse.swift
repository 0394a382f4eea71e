// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from creating a `memory_store`. Returns the created store.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCreateMemoryStoreResponse`
public typealias BetaManagedAgentsCreateMemoryStoreResponse = BetaManagedAgentsMemoryStore
