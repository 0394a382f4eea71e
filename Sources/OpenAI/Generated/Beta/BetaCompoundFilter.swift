// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Combine multiple filters using `and` or `or`.
///
/// The same JSON shape as `CompoundFilter`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCompoundFilter`
public typealias BetaCompoundFilter = CompoundFilter
