// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `batches` operations.
    public var batches: OpenAIClient.Batches { OpenAIClient.Batches(core: core) }

    /// The `batches` resource.
    public nonisolated struct Batches: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create batch
        ///
        /// Creates and executes a batch from an uploaded file of requests
        ///
        /// - HTTP: `POST /batches`
        /// - Operation: `createBatch`
        public func create(_ body: OpenAIChat.CreateBatchRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.Batch {
            var request = RequestComponents(method: "POST", path: "/batches", operation: "createBatch")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.Batch.self).value
        }

        /// Retrieve batch
        ///
        /// Retrieves a batch.
        ///
        /// - HTTP: `GET /batches/{batch_id}`
        /// - Operation: `retrieveBatch`
        /// - Parameters:
        ///   - batchID: The ID of the batch to retrieve.
        public func retrieve(batchID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.Batch {
            let request = try RequestComponents(method: "GET", pathTemplate: "/batches/{batch_id}", parameters: ["batch_id": batchID], operation: "retrieveBatch")
            return try await core.send(request, options: options, as: OpenAIChat.Batch.self).value
        }

        /// List batches
        ///
        /// List your organization's batches.
        ///
        /// - HTTP: `GET /batches`
        /// - Operation: `listBatches`
        /// - Parameters:
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> OpenAIChat.ListBatchesResponse {
            var request = RequestComponents(method: "GET", path: "/batches", operation: "listBatches")
            request.query.append("after", after)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: OpenAIChat.ListBatchesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /batches` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIChat.ListBatchesResponse, OpenAIChat.Batch> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Cancel batch
        ///
        /// Cancels an in-progress batch. The batch will be in status `cancelling` for up to 10 minutes, before changing to `cancelled`, where it will have partial results (if any) available in the output file.
        ///
        /// - HTTP: `POST /batches/{batch_id}/cancel`
        /// - Operation: `cancelBatch`
        /// - Parameters:
        ///   - batchID: The ID of the batch to cancel.
        public func cancel(batchID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.Batch {
            let request = try RequestComponents(method: "POST", pathTemplate: "/batches/{batch_id}/cancel", parameters: ["batch_id": batchID], operation: "cancelBatch")
            return try await core.send(request, options: options, as: OpenAIChat.Batch.self).value
        }
    }
}
