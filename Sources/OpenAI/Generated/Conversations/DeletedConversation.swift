// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The deleted conversation object
///
/// - Schema: `#/components/schemas/DeletedConversation`
public typealias DeletedConversation = DeletedConversationResource
