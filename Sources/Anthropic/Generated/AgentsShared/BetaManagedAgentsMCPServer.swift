// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Union type for MCP server connection definitions returned in API responses.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMCPServer`
public typealias BetaManagedAgentsMCPServer = BetaManagedAgentsMCPServerURLDefinition
