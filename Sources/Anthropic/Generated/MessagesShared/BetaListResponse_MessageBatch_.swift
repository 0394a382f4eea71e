// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListResponse[MessageBatch]
///
/// The same JSON shape as `ListResponse_MessageBatch_`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaListResponse_MessageBatch_`
public typealias BetaListResponse_MessageBatch_ = ListResponse_MessageBatch_
