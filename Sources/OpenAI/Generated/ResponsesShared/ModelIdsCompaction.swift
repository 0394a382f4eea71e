// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model ID used to generate the response, like `gpt-5` or `o3`. OpenAI offers a wide range of models with different capabilities, performance characteristics, and price points. Refer to the [model guide](https://platform.openai.com/docs/models) to browse and compare available models.
///
/// The same values as `ModelIds`, so it is that type.
///
/// - Schema: `#/components/schemas/ModelIdsCompaction`
public typealias ModelIdsCompaction = ModelIds
