// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Threads.Runs {
    /// The `steps` resource.
    public nonisolated struct Steps: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve run step
        ///
        /// Retrieves a run step.
        ///
        /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}/steps/{step_id}`
        /// - Operation: `getRunStep`
        /// - Parameters:
        ///   - threadID: The ID of the thread to which the run and run step belongs.
        ///   - runID: The ID of the run to which the run step belongs.
        ///   - stepID: The ID of the run step to retrieve.
        ///   - include: A list of additional fields to include in the response. Currently the only supported value is `step_details.tool_calls[*].file_search.results[*].content` to fetch the file search result content.
        public func retrieve(threadID: String, runID: String, stepID: String, include: [OpenAIAssistants.GetRunStepIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.RunStepObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}/steps/{step_id}", parameters: ["thread_id": threadID, "run_id": runID, "step_id": stepID], operation: "getRunStep")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("include[]", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAssistants.RunStepObject.self).value
        }

        /// List run steps
        ///
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
        public func list(threadID: String, runID: String, limit: Int? = nil, order: OpenAIAssistants.ListRunStepsOrder? = nil, after: String? = nil, before: String? = nil, include: [OpenAIAssistants.ListRunStepsIncludeItem]? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListRunStepsResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/threads/{thread_id}/runs/{run_id}/steps", parameters: ["thread_id": threadID, "run_id": runID], operation: "listRunSteps")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            request.query.append("include[]", include, style: .bracketed)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListRunStepsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /threads/{thread_id}/runs/{run_id}/steps` (repeated)
        public func list(threadID: String, runID: String, limit: Int? = nil, order: OpenAIAssistants.ListRunStepsOrder? = nil, after: String? = nil, before: String? = nil, include: [OpenAIAssistants.ListRunStepsIncludeItem]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListRunStepsResponse, OpenAIAssistants.RunStepObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(threadID: threadID, runID: runID, limit: limit, order: order, after: cursor, before: before, include: include, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }
    }
}
