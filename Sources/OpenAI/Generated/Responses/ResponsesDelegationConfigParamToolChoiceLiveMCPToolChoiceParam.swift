// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The spec's former name of `ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam`.
@available(*, deprecated, renamed: "ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam")
public typealias ResponsesDelegationConfigParamToolChoiceLiveMCPToolChoiceParam = ResponsesDelegationConfigParamToolChoiceLiveAllowedToolsChoiceParamToolLiveMCPToolChoiceParam
