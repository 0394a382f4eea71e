// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `vectorStores` operations.
    public var vectorStores: OpenAIClient.VectorStores { OpenAIClient.VectorStores(core: core) }

    /// The `vectorStores` resource.
    public nonisolated struct VectorStores: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `fileBatches` operations.
        public var fileBatches: OpenAIClient.VectorStores.FileBatches { OpenAIClient.VectorStores.FileBatches(core: core) }

        /// `files` operations.
        public var files: OpenAIClient.VectorStores.Files { OpenAIClient.VectorStores.Files(core: core) }

        /// Create vector store
        ///
        /// Create a vector store.
        ///
        /// - HTTP: `POST /vector_stores`
        /// - Operation: `createVectorStore`
        public func create(_ body: OpenAIAssistants.CreateVectorStoreRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreObject {
            var request = RequestComponents(method: "POST", path: "/vector_stores", operation: "createVectorStore")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreObject.self).value
        }

        /// Retrieve vector store
        ///
        /// Retrieves a vector store.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}`
        /// - Operation: `getVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to retrieve.
        public func retrieve(vectorStoreID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID], operation: "getVectorStore")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreObject.self).value
        }

        /// Modify vector store
        ///
        /// Modifies a vector store.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}`
        /// - Operation: `modifyVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to modify.
        public func update(vectorStoreID: String, _ body: OpenAIAssistants.UpdateVectorStoreRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID], operation: "modifyVectorStore")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreObject.self).value
        }

        /// List vector stores
        ///
        /// Returns a list of vector stores.
        ///
        /// - HTTP: `GET /vector_stores`
        /// - Operation: `listVectorStores`
        /// - Parameters:
        ///   - limit: A limit on the number of objects to be returned. Limit can range between 1 and 100, and the default is 20.
        ///   - order: Sort order by the `created_at` timestamp of the objects. `asc` for ascending order and `desc` for descending order.
        ///   - after: A cursor for use in pagination. `after` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, ending with obj_foo, your subsequent call can include after=obj_foo in order to fetch the next page of the list.
        ///   - before: A cursor for use in pagination. `before` is an object ID that defines your place in the list. For instance, if you make a list request and receive 100 objects, starting with obj_foo, your subsequent call can include before=obj_foo in order to fetch the previous page of the list.
        public func list(limit: Int? = nil, order: OpenAIAssistants.ListVectorStoresOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIAssistants.ListVectorStoresResponse {
            var request = RequestComponents(method: "GET", path: "/vector_stores", operation: "listVectorStores")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            request.query.append("before", before)
            return try await core.send(request, options: options, as: OpenAIAssistants.ListVectorStoresResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /vector_stores` (repeated)
        public func list(limit: Int? = nil, order: OpenAIAssistants.ListVectorStoresOrder? = nil, after: String? = nil, before: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIAssistants.ListVectorStoresResponse, OpenAIAssistants.VectorStoreObject> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, before: before, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID.isEmpty ? page.data.last?.id : page.lastID
            })
        }

        /// Delete vector store
        ///
        /// Delete a vector store.
        ///
        /// - HTTP: `DELETE /vector_stores/{vector_store_id}`
        /// - Operation: `deleteVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to delete.
        public func delete(vectorStoreID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.DeleteVectorStoreResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/vector_stores/{vector_store_id}", parameters: ["vector_store_id": vectorStoreID], operation: "deleteVectorStore")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.DeleteVectorStoreResponse.self).value
        }

        /// Search vector store
        ///
        /// Search a vector store for relevant chunks based on a query and file attributes filter.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/search`
        /// - Operation: `searchVectorStore`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store to search.
        public func search(vectorStoreID: String, _ body: OpenAIAssistants.VectorStoreSearchRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreSearchResultsPage {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/search", parameters: ["vector_store_id": vectorStoreID], operation: "searchVectorStore")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreSearchResultsPage.self).value
        }
    }
}
