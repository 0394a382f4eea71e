// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `threads` operations.
    public var threads: OpenAIClient.Threads { OpenAIClient.Threads(core: core) }

    /// The `threads` resource.
    public struct Threads: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `messages` operations.
        public var messages: OpenAIClient.Threads.Messages { OpenAIClient.Threads.Messages(core: core) }

        /// `runs` operations.
        public var runs: OpenAIClient.Threads.Runs { OpenAIClient.Threads.Runs(core: core) }

        /// Create a thread.
        ///
        /// - HTTP: `POST /threads`
        /// - Operation: `createThread`
        public func create(_ body: _OpenAIThreads.CreateThreadRequest? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ThreadObject {
            var request = RequestComponents(method: "POST", path: "/threads")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: _OpenAIThreads.ThreadObject.self).value
        }

        /// Retrieves a thread.
        ///
        /// - HTTP: `GET /threads/{thread_id}`
        /// - Operation: `getThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to retrieve.
        public func retrieve(threadID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ThreadObject {
            let request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID])
            return try await core.send(request, options: options, as: _OpenAIThreads.ThreadObject.self).value
        }

        /// Modifies a thread.
        ///
        /// - HTTP: `POST /threads/{thread_id}`
        /// - Operation: `modifyThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to modify. Only the `metadata` can be modified.
        public func update(threadID: String, _ body: _OpenAIThreads.ModifyThreadRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ThreadObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID])
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIThreads.ThreadObject.self).value
        }

        /// Delete a thread.
        ///
        /// - HTTP: `DELETE /threads/{thread_id}`
        /// - Operation: `deleteThread`
        /// - Parameters:
        ///   - threadID: The ID of the thread to delete.
        public func delete(threadID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.DeleteThreadResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/threads/{thread_id}", parameters: ["thread_id": threadID])
            return try await core.send(request, options: options, as: _OpenAIThreads.DeleteThreadResponse.self).value
        }

        /// Create a thread and run it in one request.
        ///
        /// - HTTP: `POST /threads/runs`
        /// - Operation: `createThreadAndRun`
        public func createAndRun(_ body: _OpenAIThreads.CreateThreadAndRunRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
            var body = body
            body.stream = nil
            var request = RequestComponents(method: "POST", path: "/threads/runs")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
        }

        /// Streams `createAndRun(…)`: the same call with streaming turned on, returning each
        /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /threads/runs` (`text/event-stream`)
        /// - Operation: `createThreadAndRun`
        public func createAndRunStream(_ body: _OpenAIThreads.CreateThreadAndRunRequest, options: RequestOptions = .init()) async throws -> EventStream<_OpenAIThreads.AssistantStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/threads/runs")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
            return try await core.sendEvents(request, options: options, of: _OpenAIThreads.AssistantStreamEvent.self, format: format)
        }

        /// The `messages` resource.
        public struct Messages: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a message.
            ///
            /// - HTTP: `POST /threads/{thread_id}/messages`
            /// - Operation: `createMessage`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) to create a message for.
            public func create(threadID: String, _ body: _OpenAIThreads.CreateMessageRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.MessageObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIThreads.MessageObject.self).value
            }

            /// Retrieve a message.
            ///
            /// - HTTP: `GET /threads/{thread_id}/messages/{message_id}`
            /// - Operation: `getMessage`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) to which this message belongs.
            ///   - messageID: The ID of the message to retrieve.
            public func retrieve(threadID: String, messageID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.MessageObject {
                let request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID])
                return try await core.send(request, options: options, as: _OpenAIThreads.MessageObject.self).value
            }

            /// Modifies a message.
            ///
            /// - HTTP: `POST /threads/{thread_id}/messages/{message_id}`
            /// - Operation: `modifyMessage`
            /// - Parameters:
            ///   - threadID: The ID of the thread to which this message belongs.
            ///   - messageID: The ID of the message to modify.
            public func update(threadID: String, messageID: String, _ body: _OpenAIThreads.ModifyMessageRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.MessageObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIThreads.MessageObject.self).value
            }

            /// Returns a list of messages for a given thread.
            ///
            /// - HTTP: `GET /threads/{thread_id}/messages`
            /// - Operation: `listMessages`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) the messages belong to.
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
            ///   - runID: Filter messages by the run ID that generated them.
            public func list(threadID: String, limit: Int? = nil, order: _OpenAIThreads.ListMessagesOrder? = nil, after: String? = nil, before: String? = nil, runID: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ListMessagesResponse {
                var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/messages", parameters: ["thread_id": threadID])
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                request.query.append("before", before)
                request.query.append("run_id", runID)
                return try await core.send(request, options: options, as: _OpenAIThreads.ListMessagesResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /threads/{thread_id}/messages` (repeated)
            public func list(threadID: String, limit: Int? = nil, order: _OpenAIThreads.ListMessagesOrder? = nil, after: String? = nil, before: String? = nil, runID: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIThreads.ListMessagesResponse, _OpenAIThreads.MessageObject> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, runID: runID, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                })
            }

            /// Deletes a message.
            ///
            /// - HTTP: `DELETE /threads/{thread_id}/messages/{message_id}`
            /// - Operation: `deleteMessage`
            /// - Parameters:
            ///   - threadID: The ID of the thread to which this message belongs.
            ///   - messageID: The ID of the message to delete.
            public func delete(threadID: String, messageID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.DeleteMessageResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/threads/{thread_id}/messages/{message_id}", parameters: ["thread_id": threadID, "message_id": messageID])
                return try await core.send(request, options: options, as: _OpenAIThreads.DeleteMessageResponse.self).value
            }
        }

        /// The `runs` resource.
        public struct Runs: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `steps` operations.
            public var steps: OpenAIClient.Threads.Runs.Steps { OpenAIClient.Threads.Runs.Steps(core: core) }

            /// Create a run.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs`
            /// - Operation: `createRun`
            /// - Parameters:
            ///   - threadID: The ID of the thread to run.
            ///   - include: A list of additional fields to include in the response. Currently the only supported value is `step_details.tool_calls[*].file_search.results[*].content` to fetch the file search result content.
            public func create(threadID: String, _ body: _OpenAIThreads.CreateRunRequest, include: [_OpenAIThreads.CreateRunIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
                var body = body
                body.stream = nil
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID])
                request.query.append("include[]", include, style: .bracketed)
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
            }

            /// Streams `create(…)`: the same call with streaming turned on, returning each
            /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs` (`text/event-stream`)
            /// - Operation: `createRun`
            public func stream(threadID: String, _ body: _OpenAIThreads.CreateRunRequest, include: [_OpenAIThreads.CreateRunIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> EventStream<_OpenAIThreads.AssistantStreamEvent> {
                var body = body
                body.stream = true
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID])
                request.query.append("include[]", include, style: .bracketed)
                try request.setJSONBody(body)
                let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
                return try await core.sendEvents(request, options: options, of: _OpenAIThreads.AssistantStreamEvent.self, format: format)
            }

            /// Retrieves a run.
            ///
            /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}`
            /// - Operation: `getRun`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) that was run.
            ///   - runID: The ID of the run to retrieve.
            public func retrieve(threadID: String, runID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
                let request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}", parameters: ["thread_id": threadID, "run_id": runID])
                return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
            }

            /// Modifies a run.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}`
            /// - Operation: `modifyRun`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) that was run.
            ///   - runID: The ID of the run to modify.
            public func update(threadID: String, runID: String, _ body: _OpenAIThreads.ModifyRunRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}", parameters: ["thread_id": threadID, "run_id": runID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
            }

            /// Returns a list of runs belonging to a thread.
            ///
            /// - HTTP: `GET /threads/{thread_id}/runs`
            /// - Operation: `listRuns`
            /// - Parameters:
            ///   - threadID: The ID of the thread the run belongs to.
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
            public func list(threadID: String, limit: Int? = nil, order: _OpenAIThreads.ListRunsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ListRunsResponse {
                var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID])
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                request.query.append("before", before)
                return try await core.send(request, options: options, as: _OpenAIThreads.ListRunsResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /threads/{thread_id}/runs` (repeated)
            public func list(threadID: String, limit: Int? = nil, order: _OpenAIThreads.ListRunsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIThreads.ListRunsResponse, _OpenAIThreads.RunObject> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                })
            }

            /// Cancels a run that is `in_progress`.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/cancel`
            /// - Operation: `cancelRun`
            /// - Parameters:
            ///   - threadID: The ID of the thread to which this run belongs.
            ///   - runID: The ID of the run to cancel.
            public func cancel(threadID: String, runID: String, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
                let request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/cancel", parameters: ["thread_id": threadID, "run_id": runID])
                return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
            }

            /// When a run has the `status: "requires_action"` and `required_action.type` is `submit_tool_outputs`, this endpoint can be used to submit the outputs from the tool calls once they're all completed. All outputs must be submitted in a single request.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/submit_tool_outputs`
            /// - Operation: `submitToolOuputsToRun`
            /// - Parameters:
            ///   - threadID: The ID of the [thread](/docs/api-reference/threads) to which this run belongs.
            ///   - runID: The ID of the run that requires the tool output submission.
            public func submitToolOutputs(threadID: String, runID: String, _ body: _OpenAIThreads.SubmitToolOutputsRunRequest, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunObject {
                var body = body
                body.stream = nil
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/submit_tool_outputs", parameters: ["thread_id": threadID, "run_id": runID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIThreads.RunObject.self).value
            }

            /// Streams `submitToolOutputs(…)`: the same call with streaming turned on, returning each
            /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
            ///
            /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/submit_tool_outputs` (`text/event-stream`)
            /// - Operation: `submitToolOuputsToRun`
            public func submitToolOutputsStream(threadID: String, runID: String, _ body: _OpenAIThreads.SubmitToolOutputsRunRequest, options: RequestOptions = .init()) async throws -> EventStream<_OpenAIThreads.AssistantStreamEvent> {
                var body = body
                body.stream = true
                var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/submit_tool_outputs", parameters: ["thread_id": threadID, "run_id": runID])
                try request.setJSONBody(body)
                let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
                return try await core.sendEvents(request, options: options, of: _OpenAIThreads.AssistantStreamEvent.self, format: format)
            }

            /// The `steps` resource.
            public struct Steps: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Retrieves a run step.
                ///
                /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}/steps/{step_id}`
                /// - Operation: `getRunStep`
                /// - Parameters:
                ///   - threadID: The ID of the thread to which the run and run step belongs.
                ///   - runID: The ID of the run to which the run step belongs.
                ///   - stepID: The ID of the run step to retrieve.
                ///   - include: A list of additional fields to include in the response. Currently the only supported value is `step_details.tool_calls[*].file_search.results[*].content` to fetch the file search result content.
                public func retrieve(threadID: String, runID: String, stepID: String, include: [_OpenAIThreads.GetRunStepIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.RunStepObject {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}/steps/{step_id}", parameters: ["thread_id": threadID, "run_id": runID, "step_id": stepID])
                    request.query.append("include[]", include, style: .bracketed)
                    return try await core.send(request, options: options, as: _OpenAIThreads.RunStepObject.self).value
                }

                /// Returns a list of run steps belonging to a run.
                ///
                /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}/steps`
                /// - Operation: `listRunSteps`
                /// - Parameters:
                ///   - threadID: The ID of the thread the run and run steps belong to.
                ///   - runID: The ID of the run the run steps belong to.
                ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
                ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
                ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
                ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
                ///   - include: A list of additional fields to include in the response. Currently the only supported value is `step_details.tool_calls[*].file_search.results[*].content` to fetch the file search result content.
                public func list(threadID: String, runID: String, limit: Int? = nil, order: _OpenAIThreads.ListRunStepsOrder? = nil, after: String? = nil, before: String? = nil, include: [_OpenAIThreads.ListRunStepsIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIThreads.ListRunStepsResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}/steps", parameters: ["thread_id": threadID, "run_id": runID])
                    request.query.append("limit", limit)
                    request.query.append("order", order)
                    request.query.append("after", after)
                    request.query.append("before", before)
                    request.query.append("include[]", include, style: .bracketed)
                    return try await core.send(request, options: options, as: _OpenAIThreads.ListRunStepsResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}/steps` (repeated)
                public func list(threadID: String, runID: String, limit: Int? = nil, order: _OpenAIThreads.ListRunStepsOrder? = nil, after: String? = nil, before: String? = nil, include: [_OpenAIThreads.ListRunStepsIncludeItem]? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIThreads.ListRunStepsResponse, _OpenAIThreads.RunStepObject> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(threadID: threadID, runID: runID, limit: limit, order: order, after: cursor, before: before, include: include, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                    })
                }
            }
        }
    }
}
