// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A citation to a file.
///
/// The same JSON shape as `FileCitationBody`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaFileCitationBody`
public typealias BetaFileCitationBody = FileCitationBody
