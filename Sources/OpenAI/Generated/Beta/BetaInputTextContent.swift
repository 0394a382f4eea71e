// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A text input to the model.
///
/// The same JSON shape as `InputTextContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputTextContent`
public typealias BetaInputTextContent = InputTextContent
