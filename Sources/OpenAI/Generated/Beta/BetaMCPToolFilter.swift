// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A filter object to specify which tools are allowed.
///
///
/// The same JSON shape as `MCPToolFilter`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMCPToolFilter`
public typealias BetaMCPToolFilter = MCPToolFilter
