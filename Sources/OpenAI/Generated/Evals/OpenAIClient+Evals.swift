// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `evals` operations.
    public var evals: OpenAIClient.Evals { OpenAIClient.Evals(core: core) }

    /// The `evals` resource.
    public struct Evals: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `runs` operations.
        public var runs: OpenAIClient.Evals.Runs { OpenAIClient.Evals.Runs(core: core) }

        /// Create the structure of an evaluation that can be used to test a model's performance.
        /// An evaluation is a set of testing criteria and the config for a data source, which dictates the schema of the data used in the evaluation. After creating an evaluation, you can run it on different models and model parameters. We support several types of graders and datasources.
        /// For more information, see the [Evals guide](/docs/guides/evals).
        ///
        /// - HTTP: `POST /evals`
        /// - Operation: `createEval`
        public func create(_ body: _OpenAIEvals.CreateEvalRequest, options: RequestOptions = .init()) async throws -> _OpenAIEvals.Eval {
            var request = RequestComponents(method: "POST", path: "/evals")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIEvals.Eval.self).value
        }

        /// Get an evaluation by ID.
        ///
        /// - HTTP: `GET /evals/{eval_id}`
        /// - Operation: `getEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve.
        public func retrieve(evalID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.Eval {
            let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID])
            return try await core.send(request, options: options, as: _OpenAIEvals.Eval.self).value
        }

        /// Update certain properties of an evaluation.
        ///
        /// - HTTP: `POST /evals/{eval_id}`
        /// - Operation: `updateEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to update.
        public func update(evalID: String, _ body: _OpenAIEvals.UpdateEvalRequest, options: RequestOptions = .init()) async throws -> _OpenAIEvals.Eval {
            var request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID])
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIEvals.Eval.self).value
        }

        /// List evaluations for a project.
        ///
        /// - HTTP: `GET /evals`
        /// - Operation: `listEvals`
        /// - Parameters:
        ///   - after: Identifier for the last eval from the previous pagination request.
        ///   - limit: Number of evals to retrieve.
        ///   - order: Sort order for evals by timestamp. Use `asc` for ascending order or `desc` for descending order.
        ///   - orderBy: Evals can be ordered by creation time or last updated time. Use
        public func list(after: String? = nil, limit: Int? = nil, order: _OpenAIEvals.ListEvalsOrder? = nil, orderBy: _OpenAIEvals.ListEvalsOrderBy? = nil, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalList {
            var request = RequestComponents(method: "GET", path: "/evals")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            return try await core.send(request, options: options, as: _OpenAIEvals.EvalList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /evals` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: _OpenAIEvals.ListEvalsOrder? = nil, orderBy: _OpenAIEvals.ListEvalsOrderBy? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIEvals.EvalList, _OpenAIEvals.Eval> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, orderBy: orderBy, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete an evaluation.
        ///
        /// - HTTP: `DELETE /evals/{eval_id}`
        /// - Operation: `deleteEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to delete.
        public func delete(evalID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.DeleteEvalResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID])
            return try await core.send(request, options: options, as: _OpenAIEvals.DeleteEvalResponse.self).value
        }

        /// The `runs` resource.
        public struct Runs: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `outputItems` operations.
            public var outputItems: OpenAIClient.Evals.Runs.OutputItems { OpenAIClient.Evals.Runs.OutputItems(core: core) }

            /// Kicks off a new run for a given evaluation, specifying the data source, and what model configuration to use to test. The datasource will be validated against the schema specified in the config of the evaluation.
            ///
            /// - HTTP: `POST /evals/{eval_id}/runs`
            /// - Operation: `createEvalRun`
            /// - Parameters:
            ///   - evalID: The ID of the evaluation to create a run for.
            public func create(evalID: String, _ body: _OpenAIEvals.CreateEvalRunRequest, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRun {
                var request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}/runs", parameters: ["eval_id": evalID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIEvals.EvalRun.self).value
            }

            /// Get an evaluation run by ID.
            ///
            /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}`
            /// - Operation: `getEvalRun`
            /// - Parameters:
            ///   - evalID: The ID of the evaluation to retrieve runs for.
            ///   - runID: The ID of the run to retrieve.
            public func retrieve(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRun {
                let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID])
                return try await core.send(request, options: options, as: _OpenAIEvals.EvalRun.self).value
            }

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
            public func list(evalID: String, after: String? = nil, limit: Int? = nil, order: _OpenAIEvals.GetEvalRunsOrder? = nil, status: _OpenAIEvals.GetEvalRunsStatus? = nil, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRunList {
                var request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs", parameters: ["eval_id": evalID])
                request.query.append("after", after)
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("status", status)
                return try await core.send(request, options: options, as: _OpenAIEvals.EvalRunList.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /evals/{eval_id}/runs` (repeated)
            public func list(evalID: String, after: String? = nil, limit: Int? = nil, order: _OpenAIEvals.GetEvalRunsOrder? = nil, status: _OpenAIEvals.GetEvalRunsStatus? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIEvals.EvalRunList, _OpenAIEvals.EvalRun> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(evalID: evalID, after: cursor, limit: limit, order: order, status: status, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                })
            }

            /// Delete an eval run.
            ///
            /// - HTTP: `DELETE /evals/{eval_id}/runs/{run_id}`
            /// - Operation: `deleteEvalRun`
            /// - Parameters:
            ///   - evalID: The ID of the evaluation to delete the run from.
            ///   - runID: The ID of the run to delete.
            public func delete(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.DeleteEvalRunResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID])
                return try await core.send(request, options: options, as: _OpenAIEvals.DeleteEvalRunResponse.self).value
            }

            /// Cancel an ongoing evaluation run.
            ///
            /// - HTTP: `POST /evals/{eval_id}/runs/{run_id}`
            /// - Operation: `cancelEvalRun`
            /// - Parameters:
            ///   - evalID: The ID of the evaluation whose run you want to cancel.
            ///   - runID: The ID of the run to cancel.
            public func cancel(evalID: String, runID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRun {
                let request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}/runs/{run_id}", parameters: ["eval_id": evalID, "run_id": runID])
                return try await core.send(request, options: options, as: _OpenAIEvals.EvalRun.self).value
            }

            /// The `outputItems` resource.
            public struct OutputItems: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get an evaluation run output item by ID.
                ///
                /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}/output_items/{output_item_id}`
                /// - Operation: `getEvalRunOutputItem`
                /// - Parameters:
                ///   - evalID: The ID of the evaluation to retrieve runs for.
                ///   - runID: The ID of the run to retrieve.
                ///   - outputItemID: The ID of the output item to retrieve.
                public func retrieve(evalID: String, runID: String, outputItemID: String, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRunOutputItem {
                    let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}/output_items/{output_item_id}", parameters: ["eval_id": evalID, "run_id": runID, "output_item_id": outputItemID])
                    return try await core.send(request, options: options, as: _OpenAIEvals.EvalRunOutputItem.self).value
                }

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
                public func list(evalID: String, runID: String, after: String? = nil, limit: Int? = nil, status: _OpenAIEvals.GetEvalRunOutputItemsStatus? = nil, order: _OpenAIEvals.GetEvalRunOutputItemsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIEvals.EvalRunOutputItemList {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}/runs/{run_id}/output_items", parameters: ["eval_id": evalID, "run_id": runID])
                    request.query.append("after", after)
                    request.query.append("limit", limit)
                    request.query.append("status", status)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIEvals.EvalRunOutputItemList.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /evals/{eval_id}/runs/{run_id}/output_items` (repeated)
                public func list(evalID: String, runID: String, after: String? = nil, limit: Int? = nil, status: _OpenAIEvals.GetEvalRunOutputItemsStatus? = nil, order: _OpenAIEvals.GetEvalRunOutputItemsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIEvals.EvalRunOutputItemList, _OpenAIEvals.EvalRunOutputItem> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(evalID: evalID, runID: runID, after: cursor, limit: limit, status: status, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                    })
                }
            }
        }
    }
}
