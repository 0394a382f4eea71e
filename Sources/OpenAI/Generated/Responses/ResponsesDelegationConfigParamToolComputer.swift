// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaComputerTool`.
@available(*, deprecated, renamed: "BetaComputerTool")
public typealias ResponsesDelegationConfigParamToolComputer = ComputerTool
