// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Flattened batched actions for `computer_use`. Each action includes an
/// `type` discriminator and action-specific fields.
///
/// - Schema: `#/components/schemas/BetaComputerActionList`
public typealias BetaComputerActionList = [ComputerAction]
