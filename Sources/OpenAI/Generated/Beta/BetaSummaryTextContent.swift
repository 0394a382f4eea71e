// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A summary text from the model.
///
/// The same JSON shape as `SummaryTextContent`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaSummaryTextContent`
public typealias BetaSummaryTextContent = SummaryTextContent
