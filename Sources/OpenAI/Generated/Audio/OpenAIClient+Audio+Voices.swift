// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient.Audio {
    /// The `voices` resource.
    public struct Voices: Sendable {
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
    }
}
