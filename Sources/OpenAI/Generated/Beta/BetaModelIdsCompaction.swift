// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Model ID used to generate the response, like `gpt-5` or `o3`. OpenAI offers a wide range of models with different capabilities, performance characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models) to browse and compare available models.
///
/// The same JSON shape as `ModelIds`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaModelIdsCompaction`
public typealias BetaModelIdsCompaction = ModelIds
