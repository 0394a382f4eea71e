// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Evals.Runs {
    /// The `outputItems` resource.
    public nonisolated struct OutputItems: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get an output item of an eval run
        ///
        /// Get an evaluation run output item by ID.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}/output_items/{output_item_id}`
        /// - Operation: `getEvalRunOutputItem`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve runs for.
        ///   - runID: The ID of the run to retrieve.
        ///   - outputItemID: The ID of the output item to retrieve.
        public func retrieve(evalID: String, runID: String, outputItemID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRunOutputItem {
            let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}/output_items/{output_item_id}", parameters: ["eval_id": evalID, "run_id": runID, "output_item_id": outputItemID], operation: "getEvalRunOutputItem")
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRunOutputItem.self).value
        }

        /// Get eval run output items
        ///
        /// Get a list of output items for an evaluation run.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}/output_items`
        /// - Operation: `getEvalRunOutputItems`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve runs for.
        ///   - runID: The ID of the run to retrieve output items for.
        ///   - after: Identifier for the last output item from the previous pagination request.
        ///   - limit: Number of output items to retrieve.
        ///   - status: Filter output items by status. Use `failed` to filter by failed output
        ///   - order: Sort order for output items by timestamp. Use `asc` for ascending order or `desc` for descending order. Defaults to `asc`.
        public func list(evalID: String, runID: String, after: String? = nil, limit: Int? = nil, status: OpenAIFineTuning.GetEvalRunOutputItemsStatus? = nil, order: OpenAIFineTuning.GetEvalRunOutputItemsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRunOutputItemList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}/output_items", parameters: ["eval_id": evalID, "run_id": runID], operation: "getEvalRunOutputItems")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("status", status)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRunOutputItemList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}/output_items` (repeated)
        public func list(evalID: String, runID: String, after: String? = nil, limit: Int? = nil, status: OpenAIFineTuning.GetEvalRunOutputItemsStatus? = nil, order: OpenAIFineTuning.GetEvalRunOutputItemsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.EvalRunOutputItemList, OpenAIFineTuning.EvalRunOutputItem> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(evalID: evalID, runID: runID, after: cursor, limit: limit, status: status, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }
    }
}
