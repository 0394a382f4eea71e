// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One entry of a tool filter's ``tools``: it must name a tool declared
/// in this request's ``tools[]``.
///
/// The same JSON shape as `WebFetchURLSourceToolReferenceParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaWebFetchURLSourceToolReferenceParam`
public typealias BetaWebFetchURLSourceToolReferenceParam = WebFetchURLSourceToolReferenceParam
