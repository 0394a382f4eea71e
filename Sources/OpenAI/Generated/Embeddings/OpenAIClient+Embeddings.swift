// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

extension OpenAIClient {
    /// `embeddings` operations.
    public var embeddings: OpenAIClient.Embeddings { OpenAIClient.Embeddings(core: core) }

    /// The `embeddings` resource.
    public struct Embeddings: Sendable {
        let core: APIClientCore

        /// Creates an embedding vector representing the input text.
        ///
        /// - HTTP: `POST /embeddings`
        /// - Operation: `createEmbedding`
        public func create(_ body: OpenAI.CreateEmbeddingRequest, options: RequestOptions = .init()) async throws -> OpenAI.CreateEmbeddingResponse {
            var request = RequestComponents(method: "POST", path: "/embeddings")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAI.CreateEmbeddingResponse.self).value
        }
    }
}
