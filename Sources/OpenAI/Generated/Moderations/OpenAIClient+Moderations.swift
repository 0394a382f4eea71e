// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `moderations` operations.
    public var moderations: OpenAIClient.Moderations { OpenAIClient.Moderations(core: core) }

    /// The `moderations` resource.
    public nonisolated struct Moderations: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create moderation
        ///
        /// Classifies if text and/or image inputs are potentially harmful. Learn
        /// more in the [moderation guide](https://platform.openai.com/docs/guides/moderation).
        ///
        /// - HTTP: `POST /moderations`
        /// - Operation: `createModeration`
        public func create(_ body: OpenAIChat.CreateModerationRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.CreateModerationResponse {
            var request = RequestComponents(method: "POST", path: "/moderations", operation: "createModeration")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.CreateModerationResponse.self).value
        }
    }
}
