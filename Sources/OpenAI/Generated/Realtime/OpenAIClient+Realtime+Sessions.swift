// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime {
    /// The `sessions` resource.
    public nonisolated struct Sessions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create session
        ///
        /// Create an ephemeral API token for use in client-side applications with the
        /// Realtime API. Can be configured with the same session parameters as the
        /// `session.update` client event.
        ///
        /// It responds with a session object, plus a `client_secret` key which contains
        /// a usable ephemeral API token that can be used to authenticate browser clients
        /// for the Realtime API.
        ///
        /// Returns the created Realtime session object, plus an ephemeral key.
        ///
        /// - HTTP: `POST /realtime/sessions`
        /// - Operation: `create-realtime-session`
        public func create(_ body: OpenAIRealtime.RealtimeSessionCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIRealtime.RealtimeSessionCreateResponse {
            var request = RequestComponents(method: "POST", path: "/realtime/sessions", operation: "create-realtime-session")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIRealtime.RealtimeSessionCreateResponse.self).value
        }
    }
}
