// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A filter used to compare a specified attribute key to a given value using a defined comparison operation.
///
///
/// The same JSON shape as `ComparisonFilter`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComparisonFilter`
public typealias BetaComparisonFilter = ComparisonFilter
