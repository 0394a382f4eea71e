// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// URLPDFSource
///
/// The same JSON shape as `URLPDFSource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaURLPDFSource`
public typealias BetaURLPDFSource = URLPDFSource
