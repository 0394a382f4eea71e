// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A file input to the model.
///
/// The same JSON shape as `InputFileContentParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputFileContentParam`
public typealias BetaInputFileContentParam = InputFileContentParam
