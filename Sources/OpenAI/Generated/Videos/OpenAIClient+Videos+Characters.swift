// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Videos {
    /// The `characters` resource.
    public nonisolated struct Characters: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a character from an uploaded video.
        ///
        /// - HTTP: `POST /videos/characters`
        /// - Operation: `CreateVideoCharacter`
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func create(_ body: OpenAIMedia.CreateVideoCharacterBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoCharacterResource {
            var request = RequestComponents(method: "POST", path: "/videos/characters", operation: "CreateVideoCharacter")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIMedia.VideoCharacterResource.self).value
        }

        /// Fetch a character.
        ///
        /// - HTTP: `GET /videos/characters/{character_id}`
        /// - Operation: `GetVideoCharacter`
        /// - Parameters:
        ///   - characterID: The identifier of the character to retrieve.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func retrieve(characterID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoCharacterResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/videos/characters/{character_id}", parameters: ["character_id": characterID], operation: "GetVideoCharacter")
            return try await core.send(request, options: options, as: OpenAIMedia.VideoCharacterResource.self).value
        }
    }
}
