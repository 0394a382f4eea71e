// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A pending safety check for the computer call.
///
/// The same JSON shape as `ComputerCallSafetyCheckParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaComputerCallSafetyCheckParam`
public typealias BetaComputerCallSafetyCheckParam = ComputerCallSafetyCheckParam
