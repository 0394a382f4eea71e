// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Realtime.Translations {
    /// The `clientSecrets` resource.
    public nonisolated struct ClientSecrets: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create translation client secret
        ///
        /// Create a Realtime translation client secret with an associated translation session configuration.
        ///
        /// Client secrets are short-lived tokens that can be passed to a client app,
        /// such as a web frontend or mobile client, which grants access to the Realtime
        /// Translation API without leaking your main API key. You can configure a custom
        /// TTL for each client secret.
        ///
        /// Returns the created client secret and the effective translation session object.
        /// The client secret is a string that looks like `ek_1234`.
        ///
        /// - HTTP: `POST /realtime/translations/client_secrets`
        /// - Operation: `create-realtime-translation-client-secret`
        public func create(_ body: OpenAIRealtime.RealtimeTranslationClientSecretCreateRequest, options: RequestOptions = .init()) async throws -> OpenAIRealtime.RealtimeTranslationClientSecretCreateResponse {
            var request = RequestComponents(method: "POST", path: "/realtime/translations/client_secrets", operation: "create-realtime-translation-client-secret")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIRealtime.RealtimeTranslationClientSecretCreateResponse.self).value
        }
    }
}
