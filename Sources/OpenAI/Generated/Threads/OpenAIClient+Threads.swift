// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `threads` operations.
    public var threads: OpenAIClient.Threads { OpenAIClient.Threads(core: core) }

    /// The `threads` resource.
    public nonisolated struct Threads: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `messages` operations.
        public var messages: OpenAIClient.Threads.Messages { OpenAIClient.Threads.Messages(core: core) }

        /// `runs` operations.
        public var runs: OpenAIClient.Threads.Runs { OpenAIClient.Threads.Runs(core: core) }

        /// Create thread
        ///
        /// Create a thread.
        ///
        /// - HTTP: `POST /threads`
        /// - Operation: `createThread`
        public func create(_ body: OpenAIAssistants.CreateThreadRequest? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ThreadObject {
            var request = RequestComponents(method: "POST", path: "/threads", operation: "createThread")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIAssistants.ThreadObject.self).value
        }

        /// Retrieve thread
        ///
        /// Retrieves a thread.
        ///
        /// - HTTP: `GET /threads/{thread_id}`
        /// - Operation: `getThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to retrieve.
        public func retrieve(threadID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ThreadObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID], operation: "getThread")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.ThreadObject.self).value
        }

        /// Modify thread
        ///
        /// Modifies a thread.
        ///
        /// - HTTP: `POST /threads/{thread_id}`
        /// - Operation: `modifyThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to modify. Only the `metadata` can be modified.
        public func update(threadID: String, _ body: OpenAIAssistants.ModifyThreadRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ThreadObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID], operation: "modifyThread")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.ThreadObject.self).value
        }

        /// Delete thread
        ///
        /// Delete a thread.
        ///
        /// - HTTP: `DELETE /threads/{thread_id}`
        /// - Operation: `deleteThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to delete.
        public func delete(threadID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.DeleteThreadResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID], operation: "deleteThread")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.DeleteThreadResponse.self).value
        }

        /// Create thread and run
        ///
        /// Create a thread and run it in one request.
        ///
        /// - HTTP: `POST /threads/runs`
        /// - Operation: `createThreadAndRun`
        public func createAndRun(_ body: OpenAIAssistants.CreateThreadAndRunRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/threads/runs", operation: "createThreadAndRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// Streams `createAndRun(…)`: the same call with streaming turned on, returning each
        /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /threads/runs` (`text/event-stream`)
        /// - Operation: `createThreadAndRun`
        public func createAndRunStream(_ body: OpenAIAssistants.CreateThreadAndRunRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIAssistants.AssistantStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/threads/runs", operation: "createThreadAndRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
            return try await core.sendEvents(request, options: options, of: OpenAIAssistants.AssistantStreamEvent.self, format: format)
        }
    }
}
