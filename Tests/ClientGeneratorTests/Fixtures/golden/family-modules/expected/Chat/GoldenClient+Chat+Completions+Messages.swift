// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore

nonisolated extension GoldenClient.Chat.Completions {
    /// The `messages` resource.
    public nonisolated struct Messages: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// The messages of a completion (a resource two levels below `chat`).
        ///
        /// - HTTP: `GET /chat/completions/{completion_id}/messages`
        /// - Operation: `listCompletionMessages`
        public func list(completionID: String, options: RequestOptions = .init()) async throws -> GoldenChat.MessageList {
            let request = try RequestComponents(method: "GET", pathTemplate: "/chat/completions/{completion_id}/messages", parameters: ["completion_id": completionID], operation: "listCompletionMessages")
            return try await core.send(request, options: options, as: GoldenChat.MessageList.self).value
        }
    }
}
