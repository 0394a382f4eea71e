// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaResponseFormatText`.
@available(*, deprecated, renamed: "BetaResponseFormatText")
public typealias TextFormatParamText = ResponseFormatText
