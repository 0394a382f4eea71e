// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore

nonisolated extension GoldenClient.Chat {
    /// The `completions` resource.
    public nonisolated struct Completions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `messages` operations.
        public var messages: GoldenClient.Chat.Completions.Messages { GoldenClient.Chat.Completions.Messages(core: core) }

        /// Creates a completion.
        ///
        /// - HTTP: `POST /chat/completions`
        /// - Operation: `createCompletion`
        public func create(_ body: GoldenChat.CompletionRequest, options: RequestOptions = .init()) async throws -> GoldenChat.Completion {
            var request = RequestComponents(method: "POST", path: "/chat/completions", operation: "createCompletion")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: GoldenChat.Completion.self).value
        }
    }
}
