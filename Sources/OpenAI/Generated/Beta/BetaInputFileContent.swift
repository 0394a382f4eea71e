// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A file input to the model.
///
/// The same JSON shape as `InputFileContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputFileContent`
public typealias BetaInputFileContent = InputFileContent
