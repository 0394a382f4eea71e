// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A timestamp in RFC 3339 format
///
/// - Schema: `#/components/schemas/BetaTimestamp`
public typealias BetaTimestamp = String
