// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// SignatureContentBlockDelta
///
/// The same JSON shape as `SignatureContentBlockDelta`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSignatureContentBlockDelta`
public typealias BetaSignatureContentBlockDelta = SignatureContentBlockDelta
