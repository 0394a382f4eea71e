// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnalyticsUserGroupBy`
public typealias AnalyticsUserGroupBy = String
