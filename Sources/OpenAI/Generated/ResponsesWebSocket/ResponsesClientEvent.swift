// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Client events accepted by the Responses WebSocket server.
///
/// - Schema: `#/components/schemas/ResponsesClientEvent`
public typealias ResponsesClientEvent = ResponsesClientEventResponseCreate
