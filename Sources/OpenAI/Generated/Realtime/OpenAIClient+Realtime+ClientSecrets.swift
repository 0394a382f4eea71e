// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime {
    /// The `clientSecrets` resource.
    public nonisolated struct ClientSecrets: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create client secret
        ///
        /// Create a Realtime client secret with an associated session configuration.
        ///
        /// Client secrets are short-lived tokens that can be passed to a client app,
        /// such as a web frontend or mobile client, which grants access to the Realtime API without
        /// leaking your main API key. You can configure a custom TTL for each client secret.
        ///
        /// You can also attach session configuration options to the client secret, which will be
        /// applied to any sessions created using that client secret, but these can also be overridden
        /// by the client connection.
        ///
        /// [Learn more about authentication with client secrets over WebRTC](https://platform.openai.com/docs/guides/realtime-webrtc).
        ///
        /// Returns the created client secret and the effective session object. The client secret is a string that looks like `ek_1234`.
        ///
        /// - HTTP: `POST /realtime/client_secrets`
        /// - Operation: `create-realtime-client-secret`
        public func create(_ body: OpenAIRealtime.RealtimeCreateClientSecretRequest, options: RequestOptions = .init()) async throws -> OpenAIRealtime.RealtimeCreateClientSecretResponse {
            var request = RequestComponents(method: "POST", path: "/realtime/client_secrets", operation: "create-realtime-client-secret")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIRealtime.RealtimeCreateClientSecretResponse.self).value
        }
    }
}
