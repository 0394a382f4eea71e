// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A text output from the model.
///
/// The same JSON shape as `OutputTextContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaOutputTextContent`
public typealias BetaOutputTextContent = OutputTextContent
