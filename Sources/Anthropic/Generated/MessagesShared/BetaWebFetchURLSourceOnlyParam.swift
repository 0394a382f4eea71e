// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The tool filter variant under which only the named tools' results
/// contribute.
///
/// The same JSON shape as `WebFetchURLSourceOnlyParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchURLSourceOnlyParam`
public typealias BetaWebFetchURLSourceOnlyParam = WebFetchURLSourceOnlyParam
