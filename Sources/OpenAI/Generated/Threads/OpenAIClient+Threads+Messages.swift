// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Threads {
    /// The `messages` resource.
    public nonisolated struct Messages: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create message
        ///
        /// Create a message.
        ///
        /// - HTTP: `POST /threads/{thread_id}/messages`
        /// - Operation: `createMessage`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) to create a message for.
        public func create(threadID: String, _ body: OpenAIAssistants.CreateMessageRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.MessageObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID], operation: "createMessage")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.MessageObject.self).value
        }

        /// Retrieve message
        ///
        /// Retrieve a message.
        ///
        /// - HTTP: `GET /threads/{thread_id}/messages/{message_id}`
        /// - Operation: `getMessage`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) to which this message belongs.
        ///   - messageID: The ID of the message to retrieve.
        public func retrieve(threadID: String, messageID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.MessageObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID], operation: "getMessage")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.MessageObject.self).value
        }

        /// Modify message
        ///
        /// Modifies a message.
        ///
        /// - HTTP: `POST /threads/{thread_id}/messages/{message_id}`
        /// - Operation: `modifyMessage`
        /// - Parameters:
        ///   - threadID: The ID of the thread to which this message belongs.
        ///   - messageID: The ID of the message to modify.
        public func update(threadID: String, messageID: String, _ body: OpenAIAssistants.ModifyMessageRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.MessageObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID], operation: "modifyMessage")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.MessageObject.self).value
        }

        /// List messages
        ///
        /// Returns a list of messages for a given thread.
        ///
        /// - HTTP: `GET /threads/{thread_id}/messages`
        /// - Operation: `listMessages`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) the messages belong to.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        ///   - runID: Filter messages by the run ID that generated them.
        public func list(threadID: String, limit: Int? = nil, order: OpenAIAssistants.ListMessagesOrder? = nil, after: String? = nil, before: String? = nil, runID: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListMessagesResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID], operation: "listMessages")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            request.query.append("run_id", runID)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListMessagesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /threads/{thread_id}/messages` (repeated)
        public func list(threadID: String, limit: Int? = nil, order: OpenAIAssistants.ListMessagesOrder? = nil, after: String? = nil, before: String? = nil, runID: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListMessagesResponse, OpenAIAssistants.MessageObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, runID: runID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete message
        ///
        /// Deletes a message.
        ///
        /// - HTTP: `DELETE /threads/{thread_id}/messages/{message_id}`
        /// - Operation: `deleteMessage`
        /// - Parameters:
        ///   - threadID: The ID of the thread to which this message belongs.
        ///   - messageID: The ID of the message to delete.
        public func delete(threadID: String, messageID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.DeleteMessageResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID], operation: "deleteMessage")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.DeleteMessageResponse.self).value
        }
    }
}
