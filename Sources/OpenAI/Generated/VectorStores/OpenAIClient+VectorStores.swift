// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `vectorStores` operations.
    public var vectorStores: OpenAIClient.VectorStores { OpenAIClient.VectorStores(core: core) }

    /// The `vectorStores` resource.
    public struct VectorStores: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `fileBatches` operations.
        public var fileBatches: OpenAIClient.VectorStores.FileBatches { OpenAIClient.VectorStores.FileBatches(core: core) }

        /// `files` operations.
        public var files: OpenAIClient.VectorStores.Files { OpenAIClient.VectorStores.Files(core: core) }

        /// Create a vector store.
        ///
        /// - HTTP: `POST /vector_stores`
        /// - Operation: `createVectorStore`
        public func create(_ body: _OpenAIVectorStores.CreateVectorStoreRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreObject {
            var request = RequestComponents(method: "POST", path: "/vector_stores")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreObject.self).value
        }

        /// Retrieves a vector store.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}`
        /// - Operation: `getVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to retrieve.
        public func retrieve(vectorStoreID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreObject {
            let request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID])
            return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreObject.self).value
        }

        /// Modifies a vector store.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}`
        /// - Operation: `modifyVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to modify.
        public func update(vectorStoreID: String, _ body: _OpenAIVectorStores.UpdateVectorStoreRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID])
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreObject.self).value
        }

        /// Returns a list of vector stores.
        ///
        /// - HTTP: `GET /vector_stores`
        /// - Operation: `listVectorStores`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        public func list(limit: Int? = nil, order: _OpenAIVectorStores.ListVectorStoresOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.ListVectorStoresResponse {
            var request = RequestComponents(method: "GET", path: "/vector_stores")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: _OpenAIVectorStores.ListVectorStoresResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /vector_stores` (repeated)
        public func list(limit: Int? = nil, order: _OpenAIVectorStores.ListVectorStoresOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIVectorStores.ListVectorStoresResponse, _OpenAIVectorStores.VectorStoreObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete a vector store.
        ///
        /// - HTTP: `DELETE /vector_stores/{vector_store_id}`
        /// - Operation: `deleteVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to delete.
        public func delete(vectorStoreID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.DeleteVectorStoreResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID])
            return try await core.send(request, options: options, as: _OpenAIVectorStores.DeleteVectorStoreResponse.self).value
        }

        /// Search a vector store for relevant chunks based on a query and file attributes filter.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/search`
        /// - Operation: `searchVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to search.
        public func search(vectorStoreID: String, _ body: _OpenAIVectorStores.VectorStoreSearchRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreSearchResultsPage {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/search", parameters: ["vector_store_id": vectorStoreID])
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreSearchResultsPage.self).value
        }

        /// The `fileBatches` resource.
        public struct FileBatches: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `files` operations.
            public var files: OpenAIClient.VectorStores.FileBatches.Files { OpenAIClient.VectorStores.FileBatches.Files(core: core) }

            /// Create a vector store file batch.
            ///
            /// The maximum number of files in a single batch request is 2000.
            /// Vector store file attach requests are rate limited per vector store (300 requests per minute across both this endpoint and `/vector_stores/{vector_store_id}/files`).
            /// For ingesting multiple files into the same vector store, this batch endpoint is recommended.
            ///
            /// - HTTP: `POST /vector_stores/{vector_store_id}/file_batches`
            /// - Operation: `createVectorStoreFileBatch`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store for which to create a File Batch.
            public func create(vectorStoreID: String, _ body: _OpenAIVectorStores.CreateVectorStoreFileBatchRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileBatchObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/file_batches", parameters: ["vector_store_id": vectorStoreID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileBatchObject.self).value
            }

            /// Retrieves a vector store file batch.
            ///
            /// - HTTP: `GET /vector_stores/{vector_store_id}/file_batches/{batch_id}`
            /// - Operation: `getVectorStoreFileBatch`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store that the file batch belongs to.
            ///   - batchID: The ID of the file batch being retrieved.
            public func retrieve(vectorStoreID: String, batchID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileBatchObject {
                let request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID])
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileBatchObject.self).value
            }

            /// Cancel a vector store file batch. This attempts to cancel the processing of files in this batch as soon as possible.
            ///
            /// - HTTP: `POST /vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel`
            /// - Operation: `cancelVectorStoreFileBatch`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store that the file batch belongs to.
            ///   - batchID: The ID of the file batch to cancel.
            public func cancel(vectorStoreID: String, batchID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileBatchObject {
                let request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID])
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileBatchObject.self).value
            }

            /// The `files` resource.
            public struct Files: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

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
                public func list(vectorStoreID: String, batchID: String, limit: Int? = nil, order: _OpenAIVectorStores.ListFilesInVectorStoreBatchOrder? = nil, after: String? = nil, before: String? = nil, filter: _OpenAIVectorStores.ListFilesInVectorStoreBatchFilter? = nil, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.ListVectorStoreFilesResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}/files", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID])
                    request.query.append("limit", limit)
                    request.query.append("order", order)
                    request.query.append("after", after)
                    request.query.append("before", before)
                    request.query.append("filter", filter)
                    return try await core.send(request, options: options, as: _OpenAIVectorStores.ListVectorStoreFilesResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /vector_stores/{vector_store_id}/file_batches/{batch_id}/files` (repeated)
                public func list(vectorStoreID: String, batchID: String, limit: Int? = nil, order: _OpenAIVectorStores.ListFilesInVectorStoreBatchOrder? = nil, after: String? = nil, before: String? = nil, filter: _OpenAIVectorStores.ListFilesInVectorStoreBatchFilter? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIVectorStores.ListVectorStoreFilesResponse, _OpenAIVectorStores.VectorStoreFileObject> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(vectorStoreID: vectorStoreID, batchID: batchID, limit: limit, order: order, after: cursor, before: before, filter: filter, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                    })
                }
            }
        }

        /// The `files` resource.
        public struct Files: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// Create a vector store file by attaching a [File](/docs/api-reference/files) to a [vector store](/docs/api-reference/vector-stores/object).
            ///
            /// This endpoint is subject to a per-vector-store write rate limit of 300 requests per minute, shared with `/vector_stores/{vector_store_id}/file_batches`.
            /// For uploading multiple files to the same vector store, use the file batches endpoint to reduce request volume.
            ///
            /// - HTTP: `POST /vector_stores/{vector_store_id}/files`
            /// - Operation: `createVectorStoreFile`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store for which to create a File.
            public func create(vectorStoreID: String, _ body: _OpenAIVectorStores.CreateVectorStoreFileRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/files", parameters: ["vector_store_id": vectorStoreID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileObject.self).value
            }

            /// Retrieves a vector store file.
            ///
            /// - HTTP: `GET /vector_stores/{vector_store_id}/files/{file_id}`
            /// - Operation: `getVectorStoreFile`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store that the file belongs to.
            ///   - fileID: The ID of the file being retrieved.
            public func retrieve(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileObject {
                let request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID])
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileObject.self).value
            }

            /// Update attributes on a vector store file.
            ///
            /// - HTTP: `POST /vector_stores/{vector_store_id}/files/{file_id}`
            /// - Operation: `updateVectorStoreFileAttributes`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store the file belongs to.
            ///   - fileID: The ID of the file to update attributes.
            public func update(vectorStoreID: String, fileID: String, _ body: _OpenAIVectorStores.UpdateVectorStoreFileAttributesRequest, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileObject {
                var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID])
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileObject.self).value
            }

            /// Returns a list of vector store files.
            ///
            /// - HTTP: `GET /vector_stores/{vector_store_id}/files`
            /// - Operation: `listVectorStoreFiles`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store that the files belong to.
            ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
            ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
            ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
            ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
            ///   - filter: Filter by file status. One of `in_progress`, `completed`, `failed`, `cancelled`.
            public func list(vectorStoreID: String, limit: Int? = nil, order: _OpenAIVectorStores.ListVectorStoreFilesOrder? = nil, after: String? = nil, before: String? = nil, filter: _OpenAIVectorStores.ListVectorStoreFilesFilter? = nil, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.ListVectorStoreFilesResponse {
                var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files", parameters: ["vector_store_id": vectorStoreID])
                request.query.append("limit", limit)
                request.query.append("order", order)
                request.query.append("after", after)
                request.query.append("before", before)
                request.query.append("filter", filter)
                return try await core.send(request, options: options, as: _OpenAIVectorStores.ListVectorStoreFilesResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /vector_stores/{vector_store_id}/files` (repeated)
            public func list(vectorStoreID: String, limit: Int? = nil, order: _OpenAIVectorStores.ListVectorStoreFilesOrder? = nil, after: String? = nil, before: String? = nil, filter: _OpenAIVectorStores.ListVectorStoreFilesFilter? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIVectorStores.ListVectorStoreFilesResponse, _OpenAIVectorStores.VectorStoreFileObject> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(vectorStoreID: vectorStoreID, limit: limit, order: order, after: cursor, before: before, filter: filter, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.lastID.isEmpty ? page.data.last?.id : page.lastID
                })
            }

            /// Delete a vector store file. This will remove the file from the vector store but the file itself will not be deleted. To delete the file, use the [delete file](/docs/api-reference/files/delete) endpoint.
            ///
            /// - HTTP: `DELETE /vector_stores/{vector_store_id}/files/{file_id}`
            /// - Operation: `deleteVectorStoreFile`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store that the file belongs to.
            ///   - fileID: The ID of the file to delete.
            public func delete(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.DeleteVectorStoreFileResponse {
                let request = try RequestComponents(method: "DELETE", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID])
                return try await core.send(request, options: options, as: _OpenAIVectorStores.DeleteVectorStoreFileResponse.self).value
            }

            /// Retrieve the parsed contents of a vector store file.
            ///
            /// - HTTP: `GET /vector_stores/{vector_store_id}/files/{file_id}/content`
            /// - Operation: `retrieveVectorStoreFileContent`
            /// - Parameters:
            ///   - vectorStoreID: The ID of the vector store.
            ///   - fileID: The ID of the file within the vector store.
            public func content(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> _OpenAIVectorStores.VectorStoreFileContentResponse {
                let request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}/content", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID])
                return try await core.send(request, options: options, as: _OpenAIVectorStores.VectorStoreFileContentResponse.self).value
            }
        }
    }
}
