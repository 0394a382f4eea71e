// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// A custom tool that processes input using a specified format. Learn more about   [custom tools](https://platform.openai.com/docs/guides/function-calling#custom-tools)
///
/// The same JSON shape as `CustomToolParam`, so it is that type.
///
/// - Schema: `#/components/schemas/BetaCustomToolParam`
public typealias BetaCustomToolParam = CustomToolParam
