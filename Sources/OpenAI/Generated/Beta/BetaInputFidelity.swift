// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Control how much effort the model will exert to match the style and features, especially facial features, of input images. This parameter is only supported for `gpt-image-1` and `gpt-image-1.5` and later models, unsupported for `gpt-image-1-mini`. Supports `high` and `low`. Defaults to `low`.
///
/// The same JSON shape as `InputFidelity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaInputFidelity`
public typealias BetaInputFidelity = _OpenAIShared.InputFidelity
