// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `embeddings` operations.
    public var embeddings: OpenAIClient.Embeddings { OpenAIClient.Embeddings(core: core) }

    /// The `embeddings` resource.
    public nonisolated struct Embeddings: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create embeddings
        ///
        /// Creates an embedding vector representing the input text.
        ///
        /// - HTTP: `POST /embeddings`
        /// - Operation: `createEmbedding`
        public func create(_ body: OpenAIChat.CreateEmbeddingRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateEmbeddingResponse {
            var request = RequestComponents(method: "POST", path: "/embeddings", operation: "createEmbedding")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.CreateEmbeddingResponse.self).value
        }
    }
}
