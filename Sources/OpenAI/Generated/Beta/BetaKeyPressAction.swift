// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A collection of keypresses the model would like to perform.
///
/// The same JSON shape as `KeyPressAction`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaKeyPressAction`
public typealias BetaKeyPressAction = KeyPressAction
