// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionJSONObject`
public typealias DecisionJSONObject = [String: JSONValue]
