// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A list of one or many input items to the model, containing different content
/// types.
///
/// - Schema: `#/components/schemas/BetaInputMessageContentList`
public typealias BetaInputMessageContentList = [InputContent]
