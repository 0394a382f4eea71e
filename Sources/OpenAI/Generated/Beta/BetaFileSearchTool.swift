// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A tool that searches for relevant content from uploaded files. Learn more about the [file search tool](https://platform.openai.com/docs/guides/tools-file-search).
///
/// The same JSON shape as `FileSearchTool`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFileSearchTool`
public typealias BetaFileSearchTool = FileSearchTool
