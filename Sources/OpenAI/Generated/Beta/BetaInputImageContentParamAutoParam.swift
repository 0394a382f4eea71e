// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An image input to the model. Learn about [image inputs](https://platform.openai.com/docs/guides/vision)
///
/// The same JSON shape as `InputImageContentParamAutoParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputImageContentParamAutoParam`
public typealias BetaInputImageContentParamAutoParam = InputImageContentParamAutoParam
