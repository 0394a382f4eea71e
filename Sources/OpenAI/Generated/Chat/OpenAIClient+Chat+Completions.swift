// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient.Chat {
    /// The `completions` resource.
    public nonisolated struct Completions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `messages` operations.
        public var messages: OpenAIClient.Chat.Completions.Messages { OpenAIClient.Chat.Completions.Messages(core: core) }

        /// Create chat completion
        ///
        /// **Starting a new project?** We recommend trying [Responses](https://platform.openai.com/docs/api-reference/responses)
        /// to take advantage of the latest OpenAI platform features. Compare
        /// [Chat Completions with Responses](https://platform.openai.com/docs/guides/responses-vs-chat-completions?api-mode=responses).
        ///
        /// ---
        ///
        /// Creates a model response for the given chat conversation. Learn more in the
        /// [text generation](https://platform.openai.com/docs/guides/text-generation), [vision](https://platform.openai.com/docs/guides/vision),
        /// and [audio](https://platform.openai.com/docs/guides/audio) guides.
        ///
        /// Parameter support can differ depending on the model used to generate the
        /// response, particularly for newer reasoning models. Parameters that are only
        /// supported for reasoning models are noted below. For the current state of
        /// unsupported parameters in reasoning models,
        /// [refer to the reasoning guide](https://platform.openai.com/docs/guides/reasoning).
        ///
        /// Returns a chat completion object, or a streamed sequence of chat completion
        /// chunk objects if the request is streamed.
        ///
        /// - HTTP: `POST /chat/completions`
        /// - Operation: `createChatCompletion`
        public func create(_ body: OpenAIChat.CreateChatCompletionRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateChatCompletionResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/chat/completions", operation: "createChatCompletion")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.CreateChatCompletionResponse.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `CreateChatCompletionStreamResponse` as soon as it arrives. Events of another type (a `ping`) are skipped and
        /// reported as a `DecodingIssue` (`skippedEvent`).
        ///
        /// - HTTP: `POST /chat/completions` (`text/event-stream`)
        /// - Operation: `createChatCompletion`
        public func stream(_ body: OpenAIChat.CreateChatCompletionRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIChat.CreateChatCompletionStreamResponse> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/chat/completions", operation: "createChatCompletion")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true)
            return try await core.sendEvents(request, options: options, of: OpenAIChat.CreateChatCompletionStreamResponse.self, format: format)
        }

        /// Get chat completion
        ///
        /// Get a stored chat completion. Only Chat Completions that have been created
        /// with the `store` parameter set to `true` will be returned.
        ///
        /// - HTTP: `GET /chat/completions/{completion_id}`
        /// - Operation: `getChatCompletion`
        /// - Parameters:
        ///   - completionID: The ID of the chat completion to retrieve.
        public func retrieve(completionID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateChatCompletionResponse {
            let request = try RequestComponents(method: "GET", pathTemplate: "/chat/completions/{completion_id}", parameters: ["completion_id": completionID], operation: "getChatCompletion")
            return try await core.send(request, options: options, as: OpenAIChat.CreateChatCompletionResponse.self).value
        }

        /// Update chat completion
        ///
        /// Modify a stored chat completion. Only Chat Completions that have been
        /// created with the `store` parameter set to `true` can be modified. Currently,
        /// the only supported modification is to update the `metadata` field.
        ///
        /// - HTTP: `POST /chat/completions/{completion_id}`
        /// - Operation: `updateChatCompletion`
        /// - Parameters:
        ///   - completionID: The ID of the chat completion to update.
        public func update(completionID: String, _ body: OpenAIChat.UpdateChatCompletionRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateChatCompletionResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/chat/completions/{completion_id}", parameters: ["completion_id": completionID], operation: "updateChatCompletion")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.CreateChatCompletionResponse.self).value
        }

        /// List Chat Completions
        ///
        /// List stored Chat Completions. Only Chat Completions that have been stored
        /// with the `store` parameter set to `true` will be returned.
        ///
        /// - HTTP: `GET /chat/completions`
        /// - Operation: `listChatCompletions`
        /// - Parameters:
        ///   - model: The model used to generate the Chat Completions.
        ///   - metadata: A list of metadata keys to filter the Chat Completions by. Example:
        ///   - after: Identifier for the last chat completion from the previous pagination request.
        ///   - limit: Number of Chat Completions to retrieve.
        ///   - order: Sort order for Chat Completions by timestamp. Use `asc` for ascending order or `desc` for descending order. Defaults to `asc`.
        public func list(model: String? = nil, metadata: _OpenAIShared.Metadata? = nil, after: String? = nil, limit: Int? = nil, order: OpenAIChat.ListChatCompletionsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIChat.ChatCompletionList {
            var request = RequestComponents(method: "GET", path: "/chat/completions", operation: "listChatCompletions")
            request.query.append("model", model)
            try request.query.appendDeepObject("metadata", encoding: metadata)
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIChat.ChatCompletionList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /chat/completions` (repeated)
        public func list(model: String? = nil, metadata: _OpenAIShared.Metadata? = nil, after: String? = nil, limit: Int? = nil, order: OpenAIChat.ListChatCompletionsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIChat.ChatCompletionList, OpenAIChat.CreateChatCompletionResponse> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(model: model, metadata: metadata, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete chat completion
        ///
        /// Delete a stored chat completion. Only Chat Completions that have been
        /// created with the `store` parameter set to `true` can be deleted.
        ///
        /// - HTTP: `DELETE /chat/completions/{completion_id}`
        /// - Operation: `deleteChatCompletion`
        /// - Parameters:
        ///   - completionID: The ID of the chat completion to delete.
        public func delete(completionID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.ChatCompletionDeleted {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/chat/completions/{completion_id}", parameters: ["completion_id": completionID], operation: "deleteChatCompletion")
            return try await core.send(request, options: options, as: OpenAIChat.ChatCompletionDeleted.self).value
        }
    }
}
