// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Threads {
    /// The `runs` resource.
    public nonisolated struct Runs: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `steps` operations.
        public var steps: OpenAIClient.Threads.Runs.Steps { OpenAIClient.Threads.Runs.Steps(core: core) }

        /// Create run
        ///
        /// Create a run.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs`
        /// - Operation: `createRun`
        /// - Parameters:
        ///   - threadID: The ID of the thread to run.
        ///   - include: A list of additional fields to include in the response. Currently the only supported value is `step_details.tool_calls[*].file_search.results[*].content` to fetch the file search result content.
        public func create(threadID: String, _ body: OpenAIAssistants.CreateRunRequest, include: [OpenAIAssistants.CreateRunIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID], operation: "createRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("include[]", include, style: .bracketed)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs` (`text/event-stream`)
        /// - Operation: `createRun`
        public func stream(threadID: String, _ body: OpenAIAssistants.CreateRunRequest, include: [OpenAIAssistants.CreateRunIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> EventStream<OpenAIAssistants.AssistantStreamEvent> {
            var body = body
            body.stream = true
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID], operation: "createRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("include[]", include, style: .bracketed)
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
            return try await core.sendEvents(request, options: options, of: OpenAIAssistants.AssistantStreamEvent.self, format: format)
        }

        /// Retrieve run
        ///
        /// Retrieves a run.
        ///
        /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}`
        /// - Operation: `getRun`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was run.
        ///   - runID: The ID of the run to retrieve.
        public func retrieve(threadID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}", parameters: ["thread_id": threadID, "run_id": runID], operation: "getRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// Modify run
        ///
        /// Modifies a run.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}`
        /// - Operation: `modifyRun`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) that was run.
        ///   - runID: The ID of the run to modify.
        public func update(threadID: String, runID: String, _ body: OpenAIAssistants.ModifyRunRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}", parameters: ["thread_id": threadID, "run_id": runID], operation: "modifyRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// List runs
        ///
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
        public func list(threadID: String, limit: Int? = nil, order: OpenAIAssistants.ListRunsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListRunsResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs", parameters: ["thread_id": threadID], operation: "listRuns")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListRunsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /threads/{thread_id}/runs` (repeated)
        public func list(threadID: String, limit: Int? = nil, order: OpenAIAssistants.ListRunsOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListRunsResponse, OpenAIAssistants.RunObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(threadID: threadID, limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Cancel a run
        ///
        /// Cancels a run that is `in_progress`.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/cancel`
        /// - Operation: `cancelRun`
        /// - Parameters:
        ///   - threadID: The ID of the thread to which this run belongs.
        ///   - runID: The ID of the run to cancel.
        public func cancel(threadID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/cancel", parameters: ["thread_id": threadID, "run_id": runID], operation: "cancelRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// Submit tool outputs to run
        ///
        /// When a run has the `status: "requires_action"` and `required_action.type` is `submit_tool_outputs`, this endpoint can be used to submit the outputs from the tool calls once they're all completed. All outputs must be submitted in a single request.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/submit_tool_outputs`
        /// - Operation: `submitToolOuputsToRun`
        /// - Parameters:
        ///   - threadID: The ID of the [thread](https://platform.openai.com/docs/api-reference/threads) to which this run belongs.
        ///   - runID: The ID of the run that requires the tool output submission.
        public func submitToolOutputs(threadID: String, runID: String, _ body: OpenAIAssistants.SubmitToolOutputsRunRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunObject {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/submit_tool_outputs", parameters: ["thread_id": threadID, "run_id": runID], operation: "submitToolOuputsToRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.RunObject.self).value
        }

        /// Streams `submitToolOutputs(…)`: the same call with streaming turned on, returning each
        /// `AssistantStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /threads/{thread_id}/runs/{run_id}/submit_tool_outputs` (`text/event-stream`)
        /// - Operation: `submitToolOuputsToRun`
        public func submitToolOutputsStream(threadID: String, runID: String, _ body: OpenAIAssistants.SubmitToolOutputsRunRequest, options: RequestOptions = .init()) async throws -> EventStream<OpenAIAssistants.AssistantStreamEvent> {
            var body = body
            body.stream = true
            var request = try RequestComponents(method: "POST", pathTemplate: "/threads/{thread_id}/runs/{run_id}/submit_tool_outputs", parameters: ["thread_id": threadID, "run_id": runID], operation: "submitToolOuputsToRun")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            let format = EventStreamFormat(terminator: "[DONE]", errorEnvelopes: true, wrapsEventName: true)
            return try await core.sendEvents(request, options: options, of: OpenAIAssistants.AssistantStreamEvent.self, format: format)
        }
    }
}
