// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Configuration for a code interpreter container. Optionally specify the IDs of the files to run the code on.
///
/// The same JSON shape as `CodeInterpreterContainerAuto`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAutoCodeInterpreterToolParam`
public typealias BetaAutoCodeInterpreterToolParam = CodeInterpreterContainerAuto
