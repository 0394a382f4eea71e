// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Response from archiving a `memory_store`. Returns the store with `archived_at` set.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsArchiveMemoryStoreResponse`
public typealias BetaManagedAgentsArchiveMemoryStoreResponse = BetaManagedAgentsMemoryStore
