// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Base64PDFSource
///
/// The same JSON shape as `Base64PDFSource`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBase64PDFSource`
public typealias BetaBase64PDFSource = Base64PDFSource
