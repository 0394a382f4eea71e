// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `evals` operations.
    public var evals: OpenAIClient.Evals { OpenAIClient.Evals(core: core) }

    /// The `evals` resource.
    public nonisolated struct Evals: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `runs` operations.
        public var runs: OpenAIClient.Evals.Runs { OpenAIClient.Evals.Runs(core: core) }

        /// Create eval
        ///
        /// Create the structure of an evaluation that can be used to test a model's performance.
        /// An evaluation is a set of testing criteria and the config for a data source, which dictates the schema of the data used in the evaluation. After creating an evaluation, you can run it on different models and model parameters. We support several types of graders and datasources.
        /// For more information, see the [Evals guide](https://platform.openai.com/docs/guides/evals).
        ///
        /// - HTTP: `POST /evals`
        /// - Operation: `createEval`
        public func create(_ body: OpenAIFineTuning.CreateEvalRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.Eval {
            var request = RequestComponents(method: "POST", path: "/evals", operation: "createEval")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.Eval.self).value
        }

        /// Get an eval
        ///
        /// Get an evaluation by ID.
        ///
        /// - HTTP: `GET /evals/{eval_id}`
        /// - Operation: `getEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to retrieve.
        public func retrieve(evalID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.Eval {
            let request = try RequestComponents(method: "GET", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID], operation: "getEval")
            return try await core.send(request, options: options, as: OpenAIFineTuning.Eval.self).value
        }

        /// Update an eval
        ///
        /// Update certain properties of an evaluation.
        ///
        /// - HTTP: `POST /evals/{eval_id}`
        /// - Operation: `updateEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to update.
        public func update(evalID: String, _ body: OpenAIFineTuning.UpdateEvalRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.Eval {
            var request = try RequestComponents(method: "POST", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID], operation: "updateEval")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.Eval.self).value
        }

        /// List evals
        ///
        /// List evaluations for a project.
        ///
        /// - HTTP: `GET /evals`
        /// - Operation: `listEvals`
        /// - Parameters:
        ///   - after: Identifier for the last eval from the previous pagination request.
        ///   - limit: Number of evals to retrieve.
        ///   - order: Sort order for evals by timestamp. Use `asc` for ascending order or `desc` for descending order.
        ///   - orderBy: Evals can be ordered by creation time or last updated time. Use
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.ListEvalsOrder? = nil, orderBy: OpenAIFineTuning.ListEvalsOrderBy? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.EvalList {
            var request = RequestComponents(method: "GET", path: "/evals", operation: "listEvals")
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("order_by", orderBy)
            return try await core.send(request, options: options, as: OpenAIFineTuning.EvalList.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /evals` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.ListEvalsOrder? = nil, orderBy: OpenAIFineTuning.ListEvalsOrderBy? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.EvalList, OpenAIFineTuning.Eval> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, order: order, orderBy: orderBy, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete an eval
        ///
        /// Delete an evaluation.
        ///
        /// - HTTP: `DELETE /evals/{eval_id}`
        /// - Operation: `deleteEval`
        /// - Parameters:
        ///   - evalID: The ID of the evaluation to delete.
        public func delete(evalID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.DeleteEvalResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/evals/{eval_id}", parameters: ["eval_id": evalID], operation: "deleteEval")
            return try await core.send(request, options: options, as: OpenAIFineTuning.DeleteEvalResponse.self).value
        }
    }
}
