// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The tool filter variant under which every result but the named
/// tools' contributes.
///
/// The same JSON shape as `WebFetchURLSourceExceptParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchURLSourceExceptParam`
public typealias BetaWebFetchURLSourceExceptParam = WebFetchURLSourceExceptParam
