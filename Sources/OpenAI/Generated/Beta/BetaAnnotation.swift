// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// An annotation that applies to a span of output text.
///
/// The same JSON shape as `Annotation`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaAnnotation`
public typealias BetaAnnotation = OpenAIResponses.Annotation
