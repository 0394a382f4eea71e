// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCounts
///
/// The same JSON shape as `RequestCounts`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaRequestCounts`
public typealias BetaRequestCounts = RequestCounts
