// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Evals {
    /// The `runs` resource.
    public nonisolated struct Runs: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `outputItems` operations.
        public var outputItems: OpenAIClient.Evals.Runs.OutputItems { OpenAIClient.Evals.Runs.OutputItems(core: core) }

        /// Create eval run
        ///
        /// Kicks off a new run for a given evaluation, specifying the data source, and what model configuration to use to test. The datasource will be validated against the schema specified in the config of the evaluation.
        ///
        /// - HTTP: `POST /evals/{eval_id}/runs`
        /// - Operation: `createEvalRun`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to create a run for.
        public func create(evalID: String, _ body: OpenAIFineTuning.CreateEvalRunRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRun {
            var request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}/runs", parameters: ["eval_id": evalID], operation: "createEvalRun")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRun.self).value
        }

        /// Get an eval run
        ///
        /// Get an evaluation run by ID.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}`
        /// - Operation: `getEvalRun`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve runs for.
        ///   - runID: The ID of the run to retrieve.
        public func retrieve(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRun {
            let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID], operation: "getEvalRun")
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRun.self).value
        }

        /// Get eval runs
        ///
        /// Get a list of runs for an evaluation.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs`
        /// - Operation: `getEvalRuns`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve runs for.
        ///   - after: Identifier for the last run from the previous pagination request.
        ///   - limit: Number of runs to retrieve.
        ///   - order: Sort order for runs by timestamp. Use `asc` for ascending order or `desc` for descending order. Defaults to `asc`.
        ///   - status: Filter runs by status. One of `queued` | `in_progress` | `failed` | `completed` | `canceled`.
        public func list(evalID: String, after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.GetEvalRunsOrder? = nil, status: OpenAIFineTuning.GetEvalRunsStatus? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRunList {
            var request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs", parameters: ["eval_id": evalID], operation: "getEvalRuns")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("status", status)
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRunList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /evals/{eval_id}/runs` (repeated)
        public func list(evalID: String, after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.GetEvalRunsOrder? = nil, status: OpenAIFineTuning.GetEvalRunsStatus? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.EvalRunList, OpenAIFineTuning.EvalRun> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(evalID: evalID, after: cursor, limit: limit, order: order, status: status, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete eval run
        ///
        /// Delete an eval run.
        ///
        /// - HTTP: `DELETE /evals/{eval_id}/runs/{run_id}`
        /// - Operation: `deleteEvalRun`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to delete the run from.
        ///   - runID: The ID of the run to delete.
        public func delete(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.DeleteEvalRunResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID], operation: "deleteEvalRun")
            return try await core.send(request, options: options, as: OpenAIFineTuning.DeleteEvalRunResponse.self).value
        }

        /// Cancel eval run
        ///
        /// Cancel an ongoing evaluation run.
        ///
        /// - HTTP: `POST /evals/{eval_id}/runs/{run_id}`
        /// - Operation: `cancelEvalRun`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation whose run you want to cancel.
        ///   - runID: The ID of the run to cancel.
        public func cancel(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRun {
            let request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID], operation: "cancelEvalRun")
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRun.self).value
        }

        /// Cancel an ongoing evaluation run.
        ///
        /// - HTTP: `POST /evals/{eval_id}/runs/{run_id}/cancel`
        /// - Operation: `evals.runs.cancel`
        public func cancelRun(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalRun {
            let request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}/runs/{run_id}/cancel", parameters: ["eval_id": evalID, "run_id": runID], operation: "evals.runs.cancel")
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalRun.self).value
        }
    }
}
