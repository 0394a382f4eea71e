// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A path to a file.
///
///
/// The same JSON shape as `FilePath`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFilePath`
public typealias BetaFilePath = OpenAIResponses.FilePath
