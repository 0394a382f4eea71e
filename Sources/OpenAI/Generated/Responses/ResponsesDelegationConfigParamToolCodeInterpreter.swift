// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The spec's former name of `AssistantToolsCode`.
@available(*, deprecated, renamed: "AssistantToolsCode")
public typealias ResponsesDelegationConfigParamToolCodeInterpreter = AssistantToolsCode
