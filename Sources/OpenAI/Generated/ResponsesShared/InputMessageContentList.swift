// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A list of one or many input items to the model, containing different content
/// types.
///
/// - Schema: `#/components/schemas/InputMessageContentList`
public typealias InputMessageContentList = [InputContent]
