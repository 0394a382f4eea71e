// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Constrains the verbosity of the model's response. Lower values will result in
/// more concise responses, while higher values will result in more verbose responses.
/// Currently supported values are `low`, `medium`, and `high`. The default is
/// `medium`.
///
///
/// The same JSON shape as `Verbosity`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaVerbosity`
public typealias BetaVerbosity = _OpenAIShared.Verbosity
