// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// An image input to the model. Learn about [image inputs](https://platform.openai.com/docs/guides/vision).
///
/// The same JSON shape as `InputImageContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputImageContent`
public typealias BetaInputImageContent = InputImageContent
