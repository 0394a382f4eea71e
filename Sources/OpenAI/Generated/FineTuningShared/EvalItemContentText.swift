// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A text input to the model.
///
/// - Schema: `#/components/schemas/EvalItemContentText`
public typealias EvalItemContentText = String
