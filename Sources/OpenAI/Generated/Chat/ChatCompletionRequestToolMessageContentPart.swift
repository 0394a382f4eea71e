// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ChatCompletionRequestToolMessageContentPart`
public typealias ChatCompletionRequestToolMessageContentPart = ChatCompletionRequestMessageContentPartText
