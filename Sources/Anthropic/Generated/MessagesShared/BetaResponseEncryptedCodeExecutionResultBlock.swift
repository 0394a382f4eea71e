// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code execution result with encrypted stdout for PFC + web_search results.
///
/// The same JSON shape as `ResponseEncryptedCodeExecutionResultBlock`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseEncryptedCodeExecutionResultBlock`
public typealias BetaResponseEncryptedCodeExecutionResultBlock = ResponseEncryptedCodeExecutionResultBlock
