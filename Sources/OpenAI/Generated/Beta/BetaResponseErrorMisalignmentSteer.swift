// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An optional public continuation instruction.
///
/// The same JSON shape as `ResponseErrorMisalignmentSteer`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseErrorMisalignmentSteer`
public typealias BetaResponseErrorMisalignmentSteer = ResponseErrorMisalignmentSteer
