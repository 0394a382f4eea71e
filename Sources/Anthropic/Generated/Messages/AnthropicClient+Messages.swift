// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `messages` operations.
    public var messages: AnthropicClient.Messages { AnthropicClient.Messages(core: core) }

    /// The `messages` resource.
    public nonisolated struct Messages: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `batches` operations.
        public var batches: AnthropicClient.Messages.Batches { AnthropicClient.Messages.Batches(core: core) }

        /// Create a Message
        ///
        /// Send a structured list of input messages with text and/or image content, and the model will generate the next message in the conversation.
        ///
        /// The Messages API can be used for either single queries or stateless multi-turn conversations.
        ///
        /// Learn more about the Messages API in our [user guide](https://docs.claude.com/en/docs/initial-setup)
        ///
        /// - HTTP: `POST /v1/messages`
        /// - Operation: `messages_post`
        public func create(_ body: AnthropicMessages.CreateMessageParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.Message {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/v1/messages", operation: "messages_post")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicMessages.Message.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `MessageStreamEvent` as soon as it arrives. Unknown event types arrive as `.unknown`.
        ///
        /// - HTTP: `POST /v1/messages` (`text/event-stream`)
        /// - Operation: `messages_post`
        public func stream(_ body: AnthropicMessages.CreateMessageParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> EventStream<AnthropicMessages.MessageStreamEvent> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/v1/messages", operation: "messages_post")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            let format = EventStreamFormat(errorEvents: ["error"])
            return try await core.sendEvents(request, options: options, of: AnthropicMessages.MessageStreamEvent.self, format: format)
        }

        /// Count tokens in a Message
        ///
        /// Count the number of tokens in a Message.
        ///
        /// The Token Count API can be used to count the number of tokens in a Message, including tools, images, and documents, without creating it.
        ///
        /// Learn more about token counting in our [user guide](https://docs.claude.com/en/docs/build-with-claude/token-counting)
        ///
        /// - HTTP: `POST /v1/messages/count_tokens`
        /// - Operation: `messages_count_tokens_post`
        /// - Parameters:
        ///   - anthropicUserProfileID: The user profile ID to attribute this request to. Use when acting on behalf of a
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func countTokens(_ body: AnthropicMessages.CountMessageTokensParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.CountMessageTokensResponse {
            var request = RequestComponents(method: "POST", path: "/v1/messages/count_tokens", operation: "messages_count_tokens_post")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicMessages.CountMessageTokensResponse.self).value
        }
    }
}
