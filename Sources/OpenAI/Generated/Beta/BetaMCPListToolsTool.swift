// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A tool available on an MCP server.
///
///
/// The same JSON shape as `MCPListToolsTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMCPListToolsTool`
public typealias BetaMCPListToolsTool = MCPListToolsTool
