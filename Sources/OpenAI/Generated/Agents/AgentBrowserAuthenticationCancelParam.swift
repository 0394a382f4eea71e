// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `AgentBrowserAuthenticationCancelParamParam`.
@available(*, deprecated, renamed: "AgentBrowserAuthenticationCancelParamParam")
public typealias AgentBrowserAuthenticationCancelParam = AgentBrowserAuthenticationCancelParamParam
