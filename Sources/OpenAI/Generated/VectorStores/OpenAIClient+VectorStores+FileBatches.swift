// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.VectorStores {
    /// The `fileBatches` resource.
    public nonisolated struct FileBatches: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `files` operations.
        public var files: OpenAIClient.VectorStores.FileBatches.Files { OpenAIClient.VectorStores.FileBatches.Files(core: core) }

        /// Create vector store file batch
        ///
        /// Create a vector store file batch.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/file_batches`
        /// - Operation: `createVectorStoreFileBatch`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store for which to create a File Batch.
        public func create(vectorStoreID: String, _ body: OpenAIAssistants.CreateVectorStoreFileBatchRequest, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileBatchObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/file_batches", parameters: ["vector_store_id": vectorStoreID], operation: "createVectorStoreFileBatch")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileBatchObject.self).value
        }

        /// Retrieve vector store file batch
        ///
        /// Retrieves a vector store file batch.
        ///
        /// - HTTP: `GET /vector_stores/{vector_store_id}/file_batches/{batch_id}`
        /// - Operation: `getVectorStoreFileBatch`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store that the file batch belongs to.
        ///   - batchID: The ID of the file batch being retrieved.
        public func retrieve(vectorStoreID: String, batchID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileBatchObject {
            var request = try RequestComponents(method: "GET", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID], operation: "getVectorStoreFileBatch")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileBatchObject.self).value
        }

        /// Cancel vector store file batch
        ///
        /// Cancel a vector store file batch. This attempts to cancel the processing of files in this batch as soon as possible.
        ///
        /// - HTTP: `POST /vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel`
        /// - Operation: `cancelVectorStoreFileBatch`
        /// - Parameters:
        ///   - vectorStoreID: The ID of the vector store that the file batch belongs to.
        ///   - batchID: The ID of the file batch to cancel.
        public func cancel(vectorStoreID: String, batchID: String, options: RequestOptions = .init()) async throws -> OpenAIAssistants.VectorStoreFileBatchObject {
            var request = try RequestComponents(method: "POST", pathTemplate: "/vector_stores/{vector_store_id}/file_batches/{batch_id}/cancel", parameters: ["vector_store_id": vectorStoreID, "batch_id": batchID], operation: "cancelVectorStoreFileBatch")
            request.headers.set("OpenAI-Beta", "assistants=v2")
            return try await core.send(request, options: options, as: OpenAIAssistants.VectorStoreFileBatchObject.self).value
        }
    }
}
