// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Audio {
    /// The `translations` resource.
    public nonisolated struct Translations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create translation
        ///
        /// Translates audio into English.
        ///
        /// - HTTP: `POST /audio/translations`
        /// - Operation: `createTranslation`
        public func create(_ body: OpenAIMedia.CreateTranslationRequest, options: RequestOptions = .init()) async throws -> JSONOrText<OpenAIMedia.CreateTranslationResponse> {
            var request = RequestComponents(method: "POST", path: "/audio/translations", operation: "createTranslation")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.sendJSONOrText(request, options: options, as: OpenAIMedia.CreateTranslationResponse.self).value
        }
    }
}
