// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaSpecificFunctionShellParam`.
@available(*, deprecated, renamed: "BetaSpecificFunctionShellParam")
public typealias ResponsesDelegationConfigParamToolChoiceShell = SpecificFunctionShellParam
