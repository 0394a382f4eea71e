// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An action to type in text.
///
/// The same JSON shape as `TypeParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaTypeParam`
public typealias BetaTypeParam = TypeParam
