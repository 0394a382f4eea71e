// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The schema for the response format, described as a JSON Schema object.
/// Learn how to build JSON schemas [here](https://json-schema.org/).
///
/// - Schema: `#/components/schemas/BetaResponseFormatJsonSchemaSchema`
public typealias BetaResponseFormatJsonSchemaSchema = JSONValue
