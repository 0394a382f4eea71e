// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Use this option to force the model to call a specific tool on a remote MCP server.
///
///
/// The same JSON shape as `ToolChoiceMCP`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaToolChoiceMCP`
public typealias BetaToolChoiceMCP = ToolChoiceMCP
