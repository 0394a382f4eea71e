// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `BetaInlineSkillParam`.
@available(*, deprecated, renamed: "BetaInlineSkillParam")
public typealias HostedSkillParamInline = InlineSkillParam
