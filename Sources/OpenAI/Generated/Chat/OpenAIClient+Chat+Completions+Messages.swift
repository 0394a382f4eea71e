// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Chat.Completions {
    /// The `messages` resource.
    public nonisolated struct Messages: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get chat messages
        ///
        /// Get the messages in a stored chat completion. Only Chat Completions that
        /// have been created with the `store` parameter set to `true` will be
        /// returned.
        ///
        /// - HTTP: `GET /chat/completions/{completion_id}/messages`
        /// - Operation: `getChatCompletionMessages`
        /// - Parameters:
        ///   - completionID: The ID of the chat completion to retrieve messages from.
        ///   - after: Identifier for the last message from the previous pagination request.
        ///   - limit: Number of messages to retrieve.
        ///   - order: Sort order for messages by timestamp. Use `asc` for ascending order or `desc` for descending order. Defaults to `asc`.
        public func list(completionID: String, after: String? = nil, limit: Int? = nil, order: OpenAIChat.GetChatCompletionMessagesOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIChat.ChatCompletionMessageList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/chat/completions/{completion_id}/messages", parameters: ["completion_id": completionID], operation: "getChatCompletionMessages")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIChat.ChatCompletionMessageList.self).value
        }
    }
}
