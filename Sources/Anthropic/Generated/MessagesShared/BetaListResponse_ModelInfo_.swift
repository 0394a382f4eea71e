// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListResponse[ModelInfo]
///
/// The same JSON shape as `ListResponse_ModelInfo_`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaListResponse_ModelInfo_`
public typealias BetaListResponse_ModelInfo_ = ListResponse_ModelInfo_
