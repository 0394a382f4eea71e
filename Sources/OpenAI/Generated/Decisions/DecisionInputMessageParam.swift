// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The spec's former name of `InputUnionMember1DecisionInputUserMessage`.
@available(*, deprecated, renamed: "InputUnionMember1DecisionInputUserMessage")
public typealias DecisionInputMessageParam = InputUnionMember1DecisionInputUserMessage
