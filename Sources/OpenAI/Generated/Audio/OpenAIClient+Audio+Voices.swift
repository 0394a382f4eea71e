// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Audio {
    /// The `voices` resource.
    public nonisolated struct Voices: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create voice
        ///
        /// Creates a custom voice.
        ///
        /// - HTTP: `POST /audio/voices`
        /// - Operation: `createVoice`
        public func create(_ body: OpenAIMedia.CreateVoiceRequest, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceResource {
            var request = RequestComponents(method: "POST", path: "/audio/voices", operation: "createVoice")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceResource.self).value
        }

        /// Deletes a voice created from a text prompt or an audio sample.
        ///
        /// Requires voice write permission and access to the voice's project. Access to
        /// voices created from recordings is limited to eligible customers. See the
        /// [custom voices guide](https://developers.openai.com/api/docs/guides/custom-voices).
        ///
        /// Deleting a voice does not delete its consent recording. Deleting an already
        /// deleted voice returns a 404 error.
        ///
        /// - HTTP: `DELETE /audio/voices/{voice_id}`
        /// - Operation: `audio.voices.delete`
        public func delete(voiceID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.VoiceDeleted {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/audio/voices/{voice_id}", parameters: ["voice_id": voiceID], operation: "audio.voices.delete")
            return try await core.send(request, options: options, as: OpenAIMedia.VoiceDeleted.self).value
        }
    }
}
