// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore

nonisolated extension AnthropicClient {
    /// `completions` operations.
    public var completions: AnthropicClient.Completions { AnthropicClient.Completions(core: core) }

    /// The `completions` resource.
    public nonisolated struct Completions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a Text Completion
        ///
        /// [Legacy] Create a Text Completion.
        ///
        /// The Text Completions API is a legacy API. We recommend using the [Messages API](https://docs.claude.com/en/api/messages) going forward.
        ///
        /// Future models and features will not be compatible with Text Completions. See our [migration guide](https://docs.claude.com/en/api/migrating-from-text-completions-to-messages) for guidance in migrating from Text Completions to Messages.
        ///
        /// - HTTP: `POST /v1/complete`
        /// - Operation: `complete_post`
        public func create(_ body: AnthropicMessages.CompletionRequest, options: RequestOptions = .init()) async throws -> AnthropicMessages.CompletionResponse {
            var body = body
            body.stream = body.stream.map { _ in false }
            var request = RequestComponents(method: "POST", path: "/v1/complete", operation: "complete_post")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicMessages.CompletionResponse.self).value
        }

        /// Streams `create(…)`: the same call with streaming turned on, returning each
        /// `CompletionResponse` as soon as it arrives. Events of another type (a `ping`) are skipped and
        /// reported as a `DecodingIssue` (`skippedEvent`).
        ///
        /// - HTTP: `POST /v1/complete` (`text/event-stream`)
        /// - Operation: `complete_post`
        public func stream(_ body: AnthropicMessages.CompletionRequest, options: RequestOptions = .init()) async throws -> EventStream<AnthropicMessages.CompletionResponse> {
            var body = body
            body.stream = true
            var request = RequestComponents(method: "POST", path: "/v1/complete", operation: "complete_post")
            try request.setJSONBody(body)
            let format = EventStreamFormat(errorEvents: ["error"])
            return try await core.sendEvents(request, options: options, of: AnthropicMessages.CompletionResponse.self, format: format)
        }
    }
}
