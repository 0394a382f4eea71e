// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An audio output from the model.
///
///
/// The same JSON shape as `OutputAudio`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaOutputAudio`
public typealias BetaOutputAudio = OutputAudio
