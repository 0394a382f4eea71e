// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``file_upload``'s config overrides.
///
/// The same JSON shape as `BrowserFileUploadConfigParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaBrowserFileUploadConfigParam`
public typealias BetaBrowserFileUploadConfigParam = BrowserFileUploadConfigParam
