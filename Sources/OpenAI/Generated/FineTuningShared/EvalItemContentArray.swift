// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A list of inputs, each of which may be either an input text, output text, input
/// image, or input audio object.
///
/// - Schema: `#/components/schemas/EvalItemContentArray`
public typealias EvalItemContentArray = [EvalItemContentItem]
