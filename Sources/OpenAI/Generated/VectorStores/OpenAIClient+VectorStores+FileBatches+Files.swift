// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.VectorStores.FileBatches {
    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List vector store files in a batch
        ///
        /// Returns a list of vector store files in a batch.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}/file_batches/{batch_id}/files`
        /// - Operation: `listFilesInVectorStoreBatch`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store that the files belong to.
        ///   - batchID: The ID of the file batch that the files belong to.
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        ///   - filter: Filter by file status. One of `in_progress`, `completed`, `failed`, `cancelled`.
        public func list(vectorStoreID: String, batchID: String, limit: Int? = nil, order: OpenAIAssistants.ListFilesInVectorStoreBatchOrder? = nil, after: String? = nil, before: String? = nil, filter: OpenAIAssistants.ListFilesInVectorStoreBatchFilter? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListVectorStoreFilesResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}/files", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID], operation: "listFilesInVectorStoreBatch")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            request.query.append("filter", filter)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListVectorStoreFilesResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}/file_batches/{batch_id}/files` (repeated)
        public func list(vectorStoreID: String, batchID: String, limit: Int? = nil, order: OpenAIAssistants.ListFilesInVectorStoreBatchOrder? = nil, after: String? = nil, before: String? = nil, filter: OpenAIAssistants.ListFilesInVectorStoreBatchFilter? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListVectorStoreFilesResponse, OpenAIAssistants.VectorStoreFileObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(vectorStoreID: vectorStoreID, batchID: batchID, limit: limit, order: order, after: cursor, before: before, filter: filter, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }
    }
}
