// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaEncryptedContentParam`.
@available(*, deprecated, renamed: "BetaEncryptedContentParam")
public typealias EncryptedContentResource = BetaEncryptedContentParam
