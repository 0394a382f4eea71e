// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Metadata
///
/// The same JSON shape as `Metadata`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaMetadata`
public typealias BetaMetadata = Metadata
