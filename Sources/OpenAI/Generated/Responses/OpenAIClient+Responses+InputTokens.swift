// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Responses {
    /// The `inputTokens` resource.
    public nonisolated struct InputTokens: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Get input token counts
        ///
        /// Returns input token counts of the request.
        ///
        /// Returns an object with `object` set to `response.input_tokens` and an `input_tokens` count.
        ///
        /// - HTTP: `POST /responses/input_tokens`
        /// - Operation: `Getinputtokencounts`
        public func count(_ body: OpenAIResponses.TokenCountsBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIResponses.TokenCountsResource {
            var request = RequestComponents(method: "POST", path: "/responses/input_tokens", operation: "Getinputtokencounts")
            if let body { try request.setJSONBody(body) }
            return try await core.send(request, options: options, as: OpenAIResponses.TokenCountsResource.self).value
        }
    }
}
