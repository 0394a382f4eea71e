// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.VectorStores {
    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create vector store file
        ///
        /// Create a vector store file by attaching a [File](https://platform.openai.com/docs/api-reference/files) to a [vector store](https://platform.openai.com/docs/api-reference/vector-stores/object).
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/files`
        /// - Operation: `createVectorStoreFile`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store for which to create a File.
        public func create(vectorStoreID: String, _ body: OpenAIAssistants.CreateVectorStoreFileRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/files", parameters: ["vector_store_id": vectorStoreID], operation: "createVectorStoreFile")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileObject.self).value
        }

        /// Retrieve vector store file
        ///
        /// Retrieves a vector store file.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}/files/{file_id}`
        /// - Operation: `getVectorStoreFile`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store that the file belongs to.
        ///   - fileID: The ID of the file being retrieved.
        public func retrieve(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID], operation: "getVectorStoreFile")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileObject.self).value
        }

        /// Update vector store file attributes
        ///
        /// Update attributes on a vector store file.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/files/{file_id}`
        /// - Operation: `updateVectorStoreFileAttributes`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store the file belongs to.
        ///   - fileID: The ID of the file to update attributes.
        public func update(vectorStoreID: String, fileID: String, _ body: OpenAIAssistants.UpdateVectorStoreFileAttributesRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID], operation: "updateVectorStoreFileAttributes")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileObject.self).value
        }

        /// List vector store files
        ///
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
        public func list(vectorStoreID: String, limit: Int? = nil, order: OpenAIAssistants.ListVectorStoreFilesOrder? = nil, after: String? = nil, before: String? = nil, filter: OpenAIAssistants.ListVectorStoreFilesFilter? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListVectorStoreFilesResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files", parameters: ["vector_store_id": vectorStoreID], operation: "listVectorStoreFiles")
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
        /// - HTTP: `GET /vector_stores/{vector_store_id}/files` (repeated)
        public func list(vectorStoreID: String, limit: Int? = nil, order: OpenAIAssistants.ListVectorStoreFilesOrder? = nil, after: String? = nil, before: String? = nil, filter: OpenAIAssistants.ListVectorStoreFilesFilter? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListVectorStoreFilesResponse, OpenAIAssistants.VectorStoreFileObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(vectorStoreID: vectorStoreID, limit: limit, order: order, after: cursor, before: before, filter: filter, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete vector store file
        ///
        /// Delete a vector store file. This will remove the file from the vector store but the file itself will not be deleted. To delete the file, use the [delete file](https://platform.openai.com/docs/api-reference/files/delete) endpoint.
        ///
        /// - HTTP: `DELETE /vector_stores/{vector_store_id}/files/{file_id}`
        /// - Operation: `deleteVectorStoreFile`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store that the file belongs to.
        ///   - fileID: The ID of the file to delete.
        public func delete(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.DeleteVectorStoreFileResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID], operation: "deleteVectorStoreFile")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.DeleteVectorStoreFileResponse.self).value
        }

        /// Retrieve vector store file content
        ///
        /// Retrieve the parsed contents of a vector store file.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}/files/{file_id}/content`
        /// - Operation: `retrieveVectorStoreFileContent`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store.
        ///   - fileID: The ID of the file within the vector store.
        public func content(vectorStoreID: String, fileID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileContentResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/files/{file_id}/content", parameters: ["vector_store_id": vectorStoreID, "file_id": fileID], operation: "retrieveVectorStoreFileContent")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileContentResponse.self).value
        }
    }
}
