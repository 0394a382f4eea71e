// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime {
    /// The `transcriptionSessions` resource.
    public nonisolated struct TranscriptionSessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create transcription session
        ///
        /// Create an ephemeral API token for use in client-side applications with the
        /// Realtime API specifically for realtime transcriptions.
        /// Can be configured with the same session parameters as the `transcription_session.update` client event.
        ///
        /// It responds with a session object, plus a `client_secret` key which contains
        /// a usable ephemeral API token that can be used to authenticate browser clients
        /// for the Realtime API.
        ///
        /// Returns the created Realtime transcription session object, plus an ephemeral key.
        ///
        /// - HTTP: `POST /realtime/transcription_sessions`
        /// - Operation: `create-realtime-transcription-session`
        public func create(_ body: OpenAIRealtime.RealtimeTranscriptionSessionCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIRealtime.RealtimeTranscriptionSessionCreateResponse {
            var request = RequestComponents(method: "POST", path: "/realtime/transcription_sessions", operation: "create-realtime-transcription-session")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIRealtime.RealtimeTranscriptionSessionCreateResponse.self).value
        }
    }
}
