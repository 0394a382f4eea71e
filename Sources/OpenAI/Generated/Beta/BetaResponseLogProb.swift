// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A logprob is the logarithmic probability that the model assigns to producing
/// a particular token at a given position in the sequence. Less-negative (higher)
/// logprob values indicate greater model confidence in that token choice.
///
///
/// The same JSON shape as `ResponseLogProb`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaResponseLogProb`
public typealias BetaResponseLogProb = ResponseLogProb
