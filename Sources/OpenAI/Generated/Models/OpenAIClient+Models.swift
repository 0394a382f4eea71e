// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `models` operations.
    public var models: OpenAIClient.Models { OpenAIClient.Models(core: core) }

    /// The `models` resource.
    public nonisolated struct Models: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Retrieve model
        ///
        /// Retrieves a model instance, providing basic information about the model such as the owner and permissioning.
        ///
        /// - HTTP: `GET /models/{model}`
        /// - Operation: `retrieveModel`
        /// - Parameters:
        ///   - model: The ID of the model to use for this request
        public func retrieve(model: String, options: RequestOptions = .init()) async throws -> OpenAIChat.ModelObject {
            let request = try RequestComponents(method: "GET", pathTemplate: "/models/{model}", parameters: ["model": model], operation: "retrieveModel")
            return try await core.send(request, options: options, as: OpenAIChat.ModelObject.self).value
        }

        /// List models
        ///
        /// Lists the currently available models, and provides basic information about each one such as the owner and availability.
        ///
        /// - HTTP: `GET /models`
        /// - Operation: `listModels`
        public func list(options: RequestOptions = .init()) async throws -> OpenAIChat.ListModelsResponse {
            let request = RequestComponents(method: "GET", path: "/models", operation: "listModels")
            return try await core.send(request, options: options, as: OpenAIChat.ListModelsResponse.self).value
        }

        /// Delete a fine-tuned model
        ///
        /// Delete a fine-tuned model. You must have the Owner role in your organization to delete a model.
        ///
        /// - HTTP: `DELETE /models/{model}`
        /// - Operation: `deleteModel`
        /// - Parameters:
        ///   - model: The model to delete
        public func delete(model: String, options: RequestOptions = .init()) async throws -> OpenAIChat.DeleteModelResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/models/{model}", parameters: ["model": model], operation: "deleteModel")
            return try await core.send(request, options: options, as: OpenAIChat.DeleteModelResponse.self).value
        }
    }
}
