// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore
import _GoldenShared

nonisolated extension GoldenClient.Beta.Chat {
    /// The `completions` resource.
    public nonisolated struct Completions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Creates a completion with beta features (`client.beta.chat.completions`).
        ///
        /// - HTTP: `POST /beta/chat/completions`
        /// - Operation: `createBetaCompletion`
        public func create(_ body: GoldenChat.BetaCompletionRequest, options: RequestOptions = .init()) async throws -> GoldenChat.Completion {
            var request = RequestComponents(method: "POST", path: "/beta/chat/completions", operation: "createBetaCompletion")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: GoldenChat.Completion.self).value
        }
    }
}
