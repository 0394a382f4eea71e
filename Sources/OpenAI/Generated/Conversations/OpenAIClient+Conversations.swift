// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `conversations` operations.
    public var conversations: OpenAIClient.Conversations { OpenAIClient.Conversations(core: core) }

    /// The `conversations` resource.
    public nonisolated struct Conversations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `items` operations.
        public var items: OpenAIClient.Conversations.Items { OpenAIClient.Conversations.Items(core: core) }

        /// Create a conversation
        ///
        /// Create a conversation.
        ///
        /// - HTTP: `POST /conversations`
        /// - Operation: `createConversation`
        public func create(_ body: OpenAIResponses.CreateConversationBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationResource {
            var request = RequestComponents(method: "POST", path: "/conversations", operation: "createConversation")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationResource.self).value
        }

        /// Retrieve a conversation
        ///
        /// Get a conversation
        ///
        /// - HTTP: `GET /conversations/{conversation_id}`
        /// - Operation: `getConversation`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation to retrieve.
        public func retrieve(conversationID: String, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/conversations/{conversation_id}", parameters: ["conversation_id": conversationID], operation: "getConversation")
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationResource.self).value
        }

        /// Update a conversation
        ///
        /// - HTTP: `POST /conversations/{conversation_id}`
        /// - Operation: `updateConversation`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation to update.
        public func update(conversationID: String, _ body: OpenAIResponses.UpdateConversationBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.ConversationResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/conversations/{conversation_id}", parameters: ["conversation_id": conversationID], operation: "updateConversation")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIResponses.ConversationResource.self).value
        }

        /// Delete a conversation
        ///
        /// Delete a conversation. Items in the conversation will not be deleted.
        ///
        /// - HTTP: `DELETE /conversations/{conversation_id}`
        /// - Operation: `deleteConversation`
        /// - Parameters:
        ///   - conversationID: The ID of the conversation to delete.
        public func delete(conversationID: String, options: RequestOptions = .init()) async throws -> OpenAIResponses.DeletedConversationResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/conversations/{conversation_id}", parameters: ["conversation_id": conversationID], operation: "deleteConversation")
            return try await core.send(request, options: options, as: OpenAIResponses.DeletedConversationResource.self).value
        }
    }
}
