// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
@_spi(Generated) import _AnthropicShared

nonisolated extension AnthropicClient.Beta {
    /// `messages` operations.
    public var messages: AnthropicClient.Beta.Messages { AnthropicClient.Beta.Messages(core: core) }

    /// The `messages` resource.
    public nonisolated struct Messages: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `batches` operations.
        public var batches: AnthropicClient.Beta.Messages.Batches { AnthropicClient.Beta.Messages.Batches(core: core) }

        /// Create a Message
        ///
        /// Send a structured list of input messages with text and/or image content, and the model will generate the next message in the conversation.
        ///
        /// The Messages API can be used for either single queries or stateless multi-turn conversations.
        ///
        /// Learn more about the Messages API in our [user guide](https://docs.claude.com/en/docs/initial-setup)
        ///
        /// - HTTP: `POST /v1/messages?beta=true`
        /// - Operation: `beta_messages_post`
        public func create(_ body: AnthropicBetaMessages.BetaCreateMessageParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaMessage {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/v1/messages", operation: "beta_messages_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaMessage.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `BetaMessageStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /v1/messages?beta=true` (`text/event-stream`)
        /// - Operation: `beta_messages_post`
        public func stream(_ body: AnthropicBetaMessages.BetaCreateMessageParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> EventStream<AnthropicBetaMessages.BetaMessageStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/v1/messages", operation: "beta_messages_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            let format = EventStreamFormat(errorEvents: ["error"])
            return try await core.sendEvents(request, options: options, of: AnthropicBetaMessages.BetaMessageStreamEvent.self, format: format)
        }

        /// Count tokens in a Message
        ///
        /// Count the number of tokens in a Message.
        ///
        /// The Token Count API can be used to count the number of tokens in a Message, including tools, images, and documents, without creating it.
        ///
        /// Learn more about token counting in our [user guide](https://docs.claude.com/en/docs/build-with-claude/token-counting)
        ///
        /// - HTTP: `POST /v1/messages/count_tokens?beta=true`
        /// - Operation: `beta_messages_count_tokens_post`
        /// - Parameters:
        ///   - anthropicUserProfileID: The user profile ID to attribute this request to. Use when acting on behalf of a
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func countTokens(_ body: AnthropicBetaMessages.BetaCountMessageTokensParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicBetaMessages.BetaCountMessageTokensResponse {
            var request = RequestComponents(method: "POST", path: "/v1/messages/count_tokens", operation: "beta_messages_count_tokens_post")
            request.query.append("beta", "true")
            request.joinedHeaders["anthropic-beta"] = "token-counting-2024-11-01"
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicBetaMessages.BetaCountMessageTokensResponse.self).value
        }
    }
}
